// Store views as Magento answers for them (storeConfig, availableStores, currency), and which store
// view and display currency a request is for (Magento's StoreValidator and CurrencyValidator).
import { ShopError } from "../shared/errors.js";
import { encodeUid } from "../shared/uid.js";
import type { DisplayCurrency } from "../shared/money.js";
import type { StoreRepository, StoreView } from "./repository.js";
import { welcomeDiscountPercent, welcomeDiscountPromise } from "../newsletter/welcome-discount.js";

/** The store view and display currency a request asked for. */
export interface RequestStore extends DisplayCurrency {
  store: StoreView;
}

/** A blank store code means the default store view; an unknown one, or a currency the store does not offer, is refused. */
export function requestStore(
  stores: StoreRepository,
  storeHeader: string | null,
  currencyHeader: string | null,
): RequestStore {
  const storeCode = (storeHeader ?? "").trim() || "default";
  const store = stores.byCode(storeCode);
  if (!store) throw new ShopError("Requested store is not found", "input");
  const requested = (currencyHeader ?? "").trim().toUpperCase();
  const currency = requested || store.default_display_currency;
  if (!store.allowed_currencies.includes(currency)) throw new ShopError("Please correct the target currency", "input");
  return { store, currency, rate: stores.rate(store.base_currency, currency) };
}

/** A store view's storeConfig: its configuration values plus what Magento derives from the store view. */
export function storeConfig(stores: StoreRepository, s: StoreView, mediaBaseUrl: string) {
  const cfg = stores.config(s.code);
  const base = s.path_prefix ? `/${s.path_prefix}/` : "/";
  return {
    ...cfg,
    id: s.id,
    code: s.code,
    store_code: s.code,
    store_name: s.name,
    store_sort_order: s.sort_order,
    is_default_store: s.is_default,
    store_group_code: s.website_code,
    store_group_name: s.website_name,
    is_default_store_group: true,
    website_id: s.website_id,
    website_code: s.website_code,
    website_name: s.website_name,
    // Magento answers with the underscore form (en_GB); the storefront turns it into en-GB.
    locale: s.locale,
    base_currency_code: s.base_currency,
    default_display_currency_code: s.default_display_currency,
    available_currency_codes: s.allowed_currencies,
    timezone: s.timezone,
    default_country: s.default_country,
    allowed_countries: s.allowed_countries,
    base_url: base,
    base_link_url: base,
    secure_base_url: base,
    secure_base_link_url: base,
    base_static_url: "/static/",
    secure_base_static_url: "/static/",
    base_media_url: mediaBaseUrl,
    secure_base_media_url: mediaBaseUrl,
    use_store_in_url: s.path_prefix !== "",
    root_category_id: 2,
    root_category_uid: encodeUid(2),
    order_cancellation_reasons: [],
    newsletter_confirmation_required: cfg["newsletter/subscription/confirm"] === true,
    // The promise is made only with a discount to keep it, and names the same percentage.
    newsletter_popup_discount: welcomeDiscountPromise(cfg, s),
    newsletter_popup_discount_percent: welcomeDiscountPercent(cfg),
  };
}

/** availableStores: every store view, or only the request's own with useCurrentGroup (one store view per group here). */
export const availableStores = (stores: StoreRepository, current: StoreView, useCurrentGroup: boolean) =>
  useCurrentGroup ? [current] : stores.all();

export type StoreConfigAnswer = ReturnType<typeof storeConfig>;

/** Magento's `currency` query for a store view seen in a display currency. */
export function currencyInfo(stores: StoreRepository, { store: s, currency }: RequestStore) {
  const sym = (c: string) => stores.currency(c)?.symbol ?? c;
  return {
    base_currency_code: s.base_currency,
    base_currency_symbol: sym(s.base_currency),
    default_display_currency_code: currency,
    default_display_currecy_code: currency,
    default_display_currency_symbol: sym(currency),
    default_display_currecy_symbol: sym(currency),
    available_currency_codes: s.allowed_currencies,
    exchange_rates: s.allowed_currencies.map((c) => ({ currency_to: c, rate: stores.rate(s.base_currency, c) })),
    formats: s.allowed_currencies.map((c) =>
      currencyFormat(s.locale.replace("_", "-"), c, stores.currency(c)?.precision ?? 2),
    ),
  };
}

/** The store's free-delivery threshold in its base currency (0 = none). */
export const freeDeliveryThreshold = (stores: StoreRepository, store: StoreView) =>
  Number(stores.config(store.code).free_delivery_amount ?? 0);

/** Seconds a shared cache may keep the store's pages (0 = not at all). */
export const pageCacheTtl = (stores: StoreRepository, store: StoreView) =>
  Number(stores.config(store.code).page_cache_ttl ?? 0);

/** Format description of a currency in the store's locale (symbol placement and separators via Intl). */
export function currencyFormat(locale: string, code: string, precision: number) {
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: precision,
  }).formatToParts(12345.67);
  const pick = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  // e.g. "£%s" (en-GB) or "%s €" (de-DE): the number parts collapse into one %s
  let pattern = "";
  let numberDone = false;
  for (const p of parts) {
    if (p.type === "currency" || p.type === "literal") pattern += p.value;
    else if (!numberDone) {
      pattern += "%s";
      numberDone = true;
    }
  }
  return {
    code,
    symbol: pick("currency"),
    decimal_symbol: pick("decimal"),
    pattern,
    precision,
    thouthand_symbol: pick("group"),
  };
}
