// Per-request context: the store view and display currency chosen by the Store / Content-Currency
// headers, a request-scoped catalogue reader, the cache-tag collector used for X-Magento-Tags, and the
// shop's services. No test hook is reachable from here (backend/testing/ wraps services instead).
import { CatalogReader } from "../catalog/repository.js";
import type { ShopServices } from "../services.js";
import type { DisplayCurrency } from "../shared/money.js";
import type { StoreView } from "../store/repository.js";
import { requestStore } from "../store/service.js";
import { gqlError, toGraphQLError } from "./errors.js";

export class CacheTags {
  readonly tags = new Set<string>();
  cacheable = true;
  add(...tags: string[]) {
    for (const t of tags) this.tags.add(t);
  }
  /** Cart, customer and session data must never be cached (Magento's @cache(cacheable: false)). */
  uncacheable() {
    this.cacheable = false;
  }
}

/**
 * A request's context. A module's resolvers name the services they read, `Ctx<"quote" | "shipping">`,
 * so its dependencies on other modules are written in its own folder (ADR 0062); the bare `Ctx`, with
 * every service, is the GraphQL server's own.
 */
export interface Ctx<S extends keyof ShopServices = keyof ShopServices> {
  services: Pick<ShopServices, S>;
  store: StoreView;
  display: DisplayCurrency;
  catalog: CatalogReader;
  cache: CacheTags;
  headers: Headers;
  /** The customer of the request's bearer token (`Authorization: Bearer …`); null for a guest. */
  customerId: number | null;
  /** That bearer token, when it is a valid one (revokeCustomerToken revokes it). */
  customerToken: string | null;
  /**
   * The address limits count (ratelimit/trusted-storefronts.ts clientAddress): the shopper a trusted
   * storefront names, else the caller's own. Write limits and failed sign-ins count per this.
   */
  clientIp: string;
  /** The origin this request reached (the shop's own in embedded mode): links in the shop's emails. */
  origin: string;
}

function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get("authorization") ?? "");
  return match ? match[1] : null;
}

export function buildContext(
  services: ShopServices,
  headers: Headers,
  clientIp = "unknown",
  origin = "http://localhost",
): Ctx {
  let scope;
  try {
    scope = requestStore(services.stores, headers.get("store"), headers.get("content-currency"));
  } catch (e) {
    throw toGraphQLError(e);
  }
  const token = bearerToken(headers);
  const customerId = token ? services.customers.customerIdForToken(token) : null;
  return {
    services,
    store: scope.store,
    display: { currency: scope.currency, rate: scope.rate },
    catalog: new CatalogReader(services.catalog, scope.store),
    cache: new CacheTags(),
    headers,
    customerId,
    customerToken: customerId !== null ? token : null,
    clientIp,
    origin,
  };
}

export const notSupported = (field: string) => () => {
  throw gqlError(`${field} is not supported by the embedded backend yet`, "graphql-no-such-entity");
};
