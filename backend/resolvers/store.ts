// storeConfig, availableStores and currency, per store view and display currency.
import type { StoreView } from "../db/store.js";
import type { Ctx } from "../graphql/context.js";

function storeConfig(ctx: Ctx, s: StoreView) {
  const cfg = ctx.stores.config(s.code);
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
    base_media_url: ctx.mediaBaseUrl,
    secure_base_media_url: ctx.mediaBaseUrl,
    use_store_in_url: s.path_prefix !== "",
    root_category_id: 2,
    root_category_uid: Buffer.from("2").toString("base64"),
    order_cancellation_reasons: [],
    newsletter_confirmation_required: cfg["newsletter/subscription/confirm"] === true,
  };
}

export const storeResolvers = {
  Query: {
    storeConfig: (_: unknown, __: unknown, ctx: Ctx) => {
      ctx.cache.add("store_config");
      return storeConfig(ctx, ctx.store);
    },
    availableStores: (_: unknown, args: { useCurrentGroup?: boolean | null }, ctx: Ctx) => {
      ctx.cache.add("store_config");
      const stores = args.useCurrentGroup ? [ctx.store] : ctx.stores.all();
      return stores.map((s) => storeConfig(ctx, s));
    },
    currency: (_: unknown, __: unknown, ctx: Ctx) => {
      ctx.cache.add("currency");
      const s = ctx.store;
      const sym = (c: string) => ctx.stores.currency(c)?.symbol ?? c;
      return {
        base_currency_code: s.base_currency,
        base_currency_symbol: sym(s.base_currency),
        default_display_currency_code: ctx.currency,
        default_display_currecy_code: ctx.currency,
        default_display_currency_symbol: sym(ctx.currency),
        default_display_currecy_symbol: sym(ctx.currency),
        available_currency_codes: s.allowed_currencies,
        exchange_rates: s.allowed_currencies.map((c) => ({
          currency_to: c,
          rate: ctx.stores.rate(s.base_currency, c),
        })),
        formats: s.allowed_currencies.map((c) =>
          currencyFormat(s.locale.replace("_", "-"), c, ctx.stores.currency(c)?.precision ?? 2),
        ),
      };
    },
  },
};

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
