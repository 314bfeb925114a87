// The shop's services: one aggregate type that each module fills from its own manifest
// (backend/<module>/module.ts) and the options they are made with. This file names no module and
// imports nothing that imports it, so the resolvers, REST handlers and manifests below may name
// `ShopServices` without an import cycle; the factory that runs the modules' manifests lives above
// them all, in backend/create-services.ts.
import type { RateLimitStore } from "./ratelimit/limiter.js";
import type { CustomerServiceOptions } from "./customer/service.js";
import type { BackendSchemaMode } from "./schema/mode.js";

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
  /** The backend's own public origin when it runs on its own; unset when mounted in the storefront's server. */
  publicUrl?: string;
  /** The storefront's public address for emailed links and card returns (store/storefront-url.ts). */
  storefrontUrl?: string;
  /** signs the card provider's results; default CARD_PROVIDER_SECRET (cardpay/service.ts) */
  cardProviderSecret?: string;
  /** default "extended"; "magento-core": what a stock Magento 2.4.7 offers (schema/mode.ts) */
  schema?: BackendSchemaMode;
}
