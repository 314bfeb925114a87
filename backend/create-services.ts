// The shop's services, created once per database: each module's rules over its repository, made by
// the module's own manifest (backend/<module>/module.ts) in the order of backend/modules.ts. The
// GraphQL resolvers and REST handlers reach them through the request context; the test hooks replace
// one with a wrapper at creation time (backend/testing/). Only the top (backend/index.ts, tests)
// imports this file: it is the one place that sees every module.
import type { Database } from "better-sqlite3";
import type { BackendModule } from "./manifest.js";
import { BACKEND_MODULES } from "./modules.js";
import type { ShopServices, ShopServicesOptions } from "./services.js";

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
