// sessionData (geo-store suggestion, customer, cart) and reportJsError.
import { gqlError, isGqlError } from "../graphql/errors.js";
import type { Ctx } from "../graphql/context.js";
import { loadCart } from "./cart.js";

const COUNTRY_TO_STORE: Record<string, string> = {
  GB: "default", IE: "ie", US: "us", DE: "de", AT: "de", CH: "de", ES: "es", FR: "fr", BE: "fr", LU: "fr", IT: "it",
};

const POPUP_TEXTS: Record<string, { title: string; subline: string; button: string; copy1: string; copy2: string }> = {
  en: { title: "Shopping from %s?", subline: "Visit our local store for local prices and delivery.", button: "Go to the %s store", copy1: "Prices in %s", copy2: "Fast local delivery" },
  de: { title: "Du kaufst aus %s ein?", subline: "Besuche unseren lokalen Shop mit lokalen Preisen und Versand.", button: "Zum Shop %s", copy1: "Preise in %s", copy2: "Schneller Versand vor Ort" },
  es: { title: "¿Compras desde %s?", subline: "Visita nuestra tienda local con precios y envíos locales.", button: "Ir a la tienda de %s", copy1: "Precios en %s", copy2: "Envío local rápido" },
  fr: { title: "Vous achetez depuis %s ?", subline: "Visitez notre boutique locale pour des prix et une livraison locaux.", button: "Aller à la boutique %s", copy1: "Prix en %s", copy2: "Livraison locale rapide" },
  it: { title: "Acquisti da %s?", subline: "Visita il nostro negozio locale per prezzi e spedizioni locali.", button: "Vai al negozio %s", copy1: "Prezzi in %s", copy2: "Spedizione locale veloce" },
};

/** Visitor country: Cloudflare's CF-IPCountry, else the region of the first Accept-Language tag. */
function visitorCountry(headers: Headers): string | null {
  const cf = headers.get("cf-ipcountry")?.trim().toUpperCase();
  if (cf && /^[A-Z]{2}$/.test(cf) && cf !== "XX") return cf;
  const lang = headers.get("accept-language")?.split(",")[0]?.trim();
  const region = lang?.split(/[-_]/)[1]?.toUpperCase();
  return region && /^[A-Z]{2}$/.test(region) ? region : null;
}

function geoStore(ctx: Ctx) {
  const country = visitorCountry(ctx.headers);
  const suggested = ctx.stores.byCode((country && COUNTRY_TO_STORE[country]) || ctx.store.code) ?? ctx.store;
  const texts = POPUP_TEXTS[suggested.lang] ?? POPUP_TEXTS.en;
  const fill = (s: string, v: string) => s.replace("%s", v);
  return {
    popup_enabled: suggested.code !== ctx.store.code,
    website: suggested.website_code,
    store: suggested.code,
    currency: suggested.default_display_currency,
    popup_title: fill(texts.title, suggested.name),
    popup_subline: texts.subline,
    popup_button: fill(texts.button, suggested.name),
    popup_copy1: fill(texts.copy1, suggested.default_display_currency),
    popup_copy2: texts.copy2,
  };
}

export const sessionResolvers = {
  Query: {
    sessionData: (_: unknown, args: { cart_id?: string | null }, ctx: Ctx) => {
      ctx.cache.uncacheable();
      let cart = null;
      if (args.cart_id) {
        try {
          cart = loadCart(ctx, args.cart_id);
        } catch (e) {
          // a stale or foreign cart id is not an error for session start-up: the shopper gets a new cart
          if (!isGqlError(e)) throw e;
        }
      }
      return { geo_store: geoStore(ctx), customer: null, cart };
    },
  },
  Mutation: {
    reportJsError: (_: unknown, args: { input: Record<string, string | null> }, ctx: Ctx) => {
      const i = args.input;
      for (const k of ["code", "message", "timestamp"]) {
        if (!i[k]?.trim()) throw gqlError(`Required parameter "${k}" is missing.`, "graphql-input");
      }
      const clip = (s: string | null | undefined, n: number) => (s == null ? null : s.slice(0, n));
      const info = ctx.db
        .prepare(
          `INSERT INTO error_reports (store_code, code, message, trace, url, user_agent, timestamp, customer_note, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(ctx.store.code, clip(i.code, 200), clip(i.message, 4000), clip(i.trace, 20000), clip(i.url, 2000), clip(i.user_agent, 1000), clip(i.timestamp, 100), clip(i.customer_note, 4000), new Date().toISOString());
      return { result: true, report_id: String(info.lastInsertRowid) };
    },
  },
};
