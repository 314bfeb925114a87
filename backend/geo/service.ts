// Geo store suggestion (sessionData.geo_store): the visitor's country from the CDN header
// (CF-IPCountry, else X-Country-Code), otherwise the first Accept-Language tag, mapped to a store
// view. The popup is offered only when that store differs from the request's Store; its texts are
// in the suggested store's language.
import type { StoreRepository, StoreView } from "../store/repository.js";

/** The request headers the suggestion reads (CF-IPCountry, X-Country-Code, Accept-Language). */
export interface VisitorHeaders {
  get(name: string): string | null;
}

export const COUNTRY_TO_STORE: Record<string, string> = {
  GB: "default",
  IE: "ie",
  US: "us",
  DE: "de",
  AT: "de",
  CH: "de",
  ES: "es",
  FR: "fr",
  BE: "fr",
  IT: "it",
};

export interface GeoPopupTexts {
  title: string;
  subline: string;
  button: string;
  copy1: string;
  copy2: string;
}

/** Popup texts per suggested store view, in that store's language. */
export const GEO_POPUP_TEXTS: Record<string, GeoPopupTexts> = {
  default: {
    title: "We also deliver to the United Kingdom",
    subline: "Shop in our UK store for prices in pounds sterling and UK delivery.",
    button: "Go to the UK shop",
    copy1: "All prices in GBP (£), including VAT.",
    copy2: "Fast delivery from our UK warehouse.",
  },
  ie: {
    title: "We also deliver to Ireland",
    subline: "Shop in our Irish store for prices in euro and delivery to Ireland.",
    button: "Go to the Irish shop",
    copy1: "All prices in EUR (€), including VAT.",
    copy2: "Reliable delivery across Ireland.",
  },
  us: {
    title: "We also ship to the United States",
    subline: "Shop in our US store for prices in US dollars and delivery to your door.",
    button: "Go to the US shop",
    copy1: "All prices in USD ($).",
    copy2: "Tracked delivery across the United States.",
  },
  de: {
    title: "Wir liefern auch nach Deutschland",
    subline: "Kaufen Sie in unserem deutschen Shop mit Preisen in Euro und Lieferung nach Deutschland.",
    button: "Zum deutschen Shop",
    copy1: "Alle Preise in EUR (€) inkl. MwSt.",
    copy2: "Schnelle Lieferung innerhalb Deutschlands.",
  },
  es: {
    title: "También enviamos a España",
    subline: "Compra en nuestra tienda española con precios en euros y envío a España.",
    button: "Ir a la tienda española",
    copy1: "Todos los precios en EUR (€), IVA incluido.",
    copy2: "Envío rápido a toda España.",
  },
  fr: {
    title: "Nous livrons aussi en France",
    subline: "Achetez dans notre boutique française avec des prix en euros et une livraison en France.",
    button: "Aller à la boutique française",
    copy1: "Tous les prix en EUR (€), TVA incluse.",
    copy2: "Livraison rapide partout en France.",
  },
  it: {
    title: "Spediamo anche in Italia",
    subline: "Acquista nel nostro negozio italiano con prezzi in euro e spedizione in Italia.",
    button: "Vai al negozio italiano",
    copy1: "Tutti i prezzi in EUR (€), IVA inclusa.",
    copy2: "Spedizione rapida in tutta Italia.",
  },
};

const validCountry = (v: string | null | undefined) => {
  const c = v?.trim().toUpperCase();
  // XX = unknown, T1 = Tor (Cloudflare)
  return c && /^[A-Z]{2}$/.test(c) && c !== "XX" && c !== "T1" ? c : null;
};

/** Store code for the first Accept-Language tag: de/es/fr/it by language, English by region. */
export function storeForLanguage(acceptLanguage: string | null | undefined): string | null {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
  if (!first || first === "*") return null;
  const [lang, region] = first.split(/[-_]/);
  if (lang === "de" || lang === "es" || lang === "fr" || lang === "it") return lang;
  if (lang === "en") return region === "us" ? "us" : region === "ie" ? "ie" : "default";
  return null;
}

/** The store view to suggest for this request, or null. */
export function suggestedStoreCode(headers: VisitorHeaders): string | null {
  const country = validCountry(headers.get("cf-ipcountry")) ?? validCountry(headers.get("x-country-code"));
  if (country) return COUNTRY_TO_STORE[country] ?? null;
  return storeForLanguage(headers.get("accept-language"));
}

export interface GeoStoreSuggestion {
  popup_enabled: boolean;
  website: string;
  store: string;
  currency: string;
  popup_title: string | null;
  popup_subline: string | null;
  popup_button: string | null;
  popup_copy1: string | null;
  popup_copy2: string | null;
}

/** The store view to offer a visitor of `current`: the popup only when it is another store view. */
export function geoStore(stores: StoreRepository, current: StoreView, headers: VisitorHeaders): GeoStoreSuggestion {
  const code = suggestedStoreCode(headers);
  const suggested = code ? stores.byCode(code) : undefined;
  if (!suggested || suggested.code === current.code) {
    // nothing to offer: the visitor's own store, no popup texts
    return {
      popup_enabled: false,
      website: current.website_code,
      store: current.code,
      currency: current.default_display_currency,
      popup_title: null,
      popup_subline: null,
      popup_button: null,
      popup_copy1: null,
      popup_copy2: null,
    };
  }
  const t = GEO_POPUP_TEXTS[suggested.code] ?? GEO_POPUP_TEXTS.default;
  return {
    popup_enabled: true,
    website: suggested.website_code,
    store: suggested.code,
    currency: suggested.default_display_currency,
    popup_title: t.title,
    popup_subline: t.subline,
    popup_button: t.button,
    popup_copy1: t.copy1,
    popup_copy2: t.copy2,
  };
}
