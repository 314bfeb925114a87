// The shop's services, created once per database: each module's rules over its repository, made by
// the module's own manifest (backend/<module>/module.ts) in the order of backend/modules.ts. The
// GraphQL resolvers and REST handlers reach them through the request context; the test hooks replace
// one with a wrapper at creation time (backend/testing/).
import type { Database } from "better-sqlite3";
import type { BackendModule } from "./manifest.js";
import { BACKEND_MODULES } from "./modules.js";
import type { RateLimitStore } from "./ratelimit/limiter.js";
import type { CustomerServiceOptions } from "./customer/service.js";

/**
 * Every module's services. Each module declares its own members beside its manifest
 * (`declare module "../services.js" { interface ShopServices { ... } }`), so adding a module adds
 * its services without editing this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface ShopServices {}

export interface ShopServicesOptions {
  /** product image urls are mediaBaseUrl + "catalog/product/..." */
  mediaBaseUrl: string;
  customers?: CustomerServiceOptions;
  /** Where sign-in and password-reset counters live (ratelimit/shared-state.ts); default this database. */
  rateLimitStore?: RateLimitStore;
  /** signs the card provider's results; default CARD_PROVIDER_SECRET (cardpay/service.ts) */
  cardProviderSecret?: string;
}

export function createShopServices(
  db: Database,
  options: ShopServicesOptions,
  modules: readonly BackendModule[] = BACKEND_MODULES,
): ShopServices {
  const services = {} as ShopServices;
  const owners = new Map<string, string>();
  const setup = { db, options, services, modules };
  for (const module of modules) {
    const made = module.services?.(setup) ?? {};
    for (const name of Object.keys(made)) {
      const owner = owners.get(name);
      if (owner) throw new Error(`The service "${name}" is made by two modules: ${owner} and ${module.name}`);
      owners.set(name, module.name);
    }
    Object.assign(services, made);
    // A plugin wraps an earlier module's service for every module listed after it (the wrapped
    // service keeps its owner).
    Object.assign(services, module.plugins?.(services) ?? {});
  }
  return services;
}
