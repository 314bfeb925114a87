// Store views as Magento answers for them (storeConfig, availableStores, currency), and which store
// view and display currency a request is for (Magento's StoreValidator and CurrencyValidator).
import { ShopError } from "../shared/errors.js";
import { encodeUid } from "../shared/uid.js";
import type { DisplayCurrency } from "../shared/money.js";
import type { StoreRepository, StoreView } from "./repository.js";
import { welcomeDiscountPercent, welcomeDiscountPromise } from "../newsletter/welcome-discount.js";
import { storefrontBaseUrl } from "./storefront-url.js";

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

/**
 * What a default Magento 2.4.7 install answers where this shop's configuration says nothing: the
 * defaults of Magento's own config.xml files (Directory, Cms, Checkout, GiftMessage, Tax, Theme,
 * OfflinePayments, Payment). The offline methods this shop does not offer (check / money order,
 * zero subtotal) are switched off, with Magento's titles and settings kept.
 */
const MAGENTO_DEFAULTS = {
  countries_with_required_region:
    "AL,AR,AU,BG,BO,BR,BY,CA,CH,CL,CN,CO,CR,CZ,DK,EC,EE,ES,GR,GY,HR,IN,IS,IT,LT,LV,MX,PE,PL,PT,PY,RO,SE,SR,UA,US,UY,VE",
  optional_zip_countries: "HK,IE,MO,PA,GB",
  display_state_if_optional: false,
  front: "cms",
  cms_no_cookies: "enable-cookies",
  max_items_in_order_summary: 10,
  cart_summary_display_quantity: 1,
  allow_order: "0",
  allow_items: "0",
  configurable_thumbnail_source: "parent",
  zero_subtotal_enabled: false,
  zero_subtotal_title: "No Payment Information Required",
  zero_subtotal_new_order_status: "pending",
  zero_subtotal_payment_action: "authorize_capture",
  zero_subtotal_enable_for_specific_countries: false,
  zero_subtotal_payment_from_specific_countries: "",
  zero_subtotal_sort_order: 1,
  check_money_order_enabled: false,
  check_money_order_title: "Check / Money order",
  check_money_order_new_order_status: "pending",
  check_money_order_enable_for_specific_countries: false,
  check_money_order_payment_from_specific_countries: "",
  check_money_order_make_check_payable_to: "",
  check_money_order_send_check_to: "",
  check_money_order_min_order_total: "",
  check_money_order_max_order_total: "",
  check_money_order_sort_order: 0,
  payment_payflowpro_cc_vault_active: "0",
  // tax/cart_display/*: 1 excluding tax, 2 including, 3 both
  shopping_cart_display_price: 1,
  shopping_cart_display_shipping: 1,
  shopping_cart_display_subtotal: 1,
  shopping_cart_display_grand_total: false,
  shopping_cart_display_full_summary: false,
  shopping_cart_display_zero_tax: false,
  head_shortcut_icon: "favicon.ico",
  head_includes: "",
  demonotice: 0,
  welcome: "Default welcome msg!",
  absolute_footer: "",
};

/** Where a store view's addresses start, and what a customer token is worth. */
export interface StoreAddresses {
  /** "/media/" or an absolute media address (a backend on its own origin) */
  mediaBaseUrl: string;
  /** the storefront's public address when the backend was told it (store/storefront-url.ts) */
  storefrontUrl?: string;
  /** hours a customer token lives (Magento's oauth/access_token_lifetime/customer) */
  customerTokenLifetimeHours: number;
}

/**
 * Magento's base URLs are absolute and end in "/"; the link URLs carry the store view's path prefix
 * (Magento's store code in URLs). Without a known public address they stay root-relative, which this
 * shop's own storefront reads as well.
 */
function baseUrls(stores: StoreRepository, s: StoreView, addresses: StoreAddresses) {
  const origin = storefrontBaseUrl(stores, s.code, addresses.storefrontUrl) ?? "";
  const web = `${origin}/`;
  const link = s.path_prefix ? `${web}${s.path_prefix}/` : web;
  const media = /^https?:\/\//.test(addresses.mediaBaseUrl)
    ? addresses.mediaBaseUrl
    : `${origin}${addresses.mediaBaseUrl}`;
  return {
    base_url: web,
    base_link_url: link,
    secure_base_url: web,
    secure_base_link_url: link,
    base_static_url: `${web}static/`,
    secure_base_static_url: `${web}static/`,
    base_media_url: media,
    secure_base_media_url: media,
  };
}

/** A store view's storeConfig: its configuration values plus what Magento derives from the store view. */
export function storeConfig(stores: StoreRepository, s: StoreView, addresses: StoreAddresses) {
  const cfg = stores.config(s.code);
  return {
    ...MAGENTO_DEFAULTS,
    customer_access_token_lifetime: addresses.customerTokenLifetimeHours,
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
    ...baseUrls(stores, s, addresses),
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
