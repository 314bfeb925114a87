// Per-request context: the store view and display currency chosen by the Store / Content-Currency
// headers (validated like Magento's StoreValidator / CurrencyValidator), a request-scoped catalogue
// reader and the cache-tag collector used for X-Magento-Tags.
import { gqlError } from "./errors.js";
import type { Database } from "better-sqlite3";
import { Catalog } from "../db/catalog.js";
import type { StoreRepository, StoreView } from "../db/store.js";
import type { TestHooks } from "../testing/hooks.js";

export interface BackendServices {
  db: Database;
  stores: StoreRepository;
  mediaBaseUrl: string;
  /** null unless the backend was created with testHooks: true */
  testHooks: TestHooks | null;
}

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

export interface Ctx extends BackendServices {
  store: StoreView;
  currency: string; // display currency
  rate: number; // base currency -> display currency
  catalog: Catalog;
  cache: CacheTags;
  headers: Headers;
}

const inputError = (message: string) => gqlError(message, "graphql-input");

export function buildContext(services: BackendServices, headers: Headers): Ctx {
  const storeCode = (headers.get("store") ?? "").trim() || "default";
  const store = services.stores.byCode(storeCode);
  if (!store) throw inputError("Requested store is not found");
  const requested = (headers.get("content-currency") ?? "").trim().toUpperCase();
  const currency = requested || store.default_display_currency;
  if (!store.allowed_currencies.includes(currency)) throw inputError("Please correct the target currency");
  return {
    ...services,
    store,
    currency,
    rate: services.stores.rate(store.base_currency, currency),
    catalog: new Catalog(services.db, store),
    cache: new CacheTags(),
    headers,
  };
}

/** Round half away from zero to 2 decimals (currency precision is 2 for all our currencies). */
export const round2 = (n: number) => Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;

/** Convert a base-currency amount into the display currency. */
export const toDisplay = (ctx: Ctx, amount: number) => round2(amount * ctx.rate);

export const money = (ctx: Ctx, displayAmount: number) => ({ value: round2(displayAmount), currency: ctx.currency });

export const notSupported = (field: string) => () => {
  throw gqlError(`${field} is not supported by the embedded backend yet`, "graphql-no-such-entity");
};

export const encodeUid = (s: string | number) => Buffer.from(String(s)).toString("base64");
export const decodeUid = (uid: string) => Buffer.from(uid, "base64").toString("utf8");
