// The seeded carriers and rates (issue 9, shipping): constants the seed writes and the tests read.
// Rates are in each website's base currency, VAT included like every shelf price.

type Titles = { carrierTitle: string; methodTitle: string };

/**
 * Carrier and method titles by store language (Magento keeps carrier titles per store view). The
 * basket's totals show the method title, so it names the service.
 */
export const CARRIERS: Record<"flatrate" | "express" | "freeshipping" | "clickcollect", Record<string, Titles>> = {
  flatrate: {
    en: { carrierTitle: "Standard", methodTitle: "Standard delivery" },
    de: { carrierTitle: "Standard", methodTitle: "Standardversand" },
    es: { carrierTitle: "Estándar", methodTitle: "Envío estándar" },
    fr: { carrierTitle: "Standard", methodTitle: "Livraison standard" },
    it: { carrierTitle: "Standard", methodTitle: "Spedizione standard" },
  },
  express: {
    en: { carrierTitle: "Express", methodTitle: "Express delivery" },
    de: { carrierTitle: "Express", methodTitle: "Expressversand" },
    es: { carrierTitle: "Exprés", methodTitle: "Envío exprés" },
    fr: { carrierTitle: "Express", methodTitle: "Livraison express" },
    it: { carrierTitle: "Express", methodTitle: "Spedizione express" },
  },
  freeshipping: {
    en: { carrierTitle: "Free delivery", methodTitle: "Free delivery" },
    de: { carrierTitle: "Kostenloser Versand", methodTitle: "Kostenloser Versand" },
    es: { carrierTitle: "Envío gratuito", methodTitle: "Envío gratuito" },
    fr: { carrierTitle: "Livraison gratuite", methodTitle: "Livraison gratuite" },
    it: { carrierTitle: "Spedizione gratuita", methodTitle: "Spedizione gratuita" },
  },
  clickcollect: {
    en: { carrierTitle: "Click and collect", methodTitle: "Click and collect" },
    de: { carrierTitle: "Click & Collect", methodTitle: "Abholung an einer Abholstation" },
    es: { carrierTitle: "Click & Collect", methodTitle: "Recogida en un punto de recogida" },
    fr: { carrierTitle: "Click & Collect", methodTitle: "Retrait en point relais" },
    it: { carrierTitle: "Click & Collect", methodTitle: "Ritiro in un punto di ritiro" },
  },
};

/** The titles of a carrier in a store language (English where there are none). */
export const carrierTitles = (code: keyof typeof CARRIERS, lang: string): Titles =>
  CARRIERS[code][lang] ?? CARRIERS[code].en;

export type CarrierCode = keyof typeof CARRIERS;

/** The order the methods are listed in. */
export const CARRIER_ORDER: CarrierCode[] = ["freeshipping", "flatrate", "express", "clickcollect"];

interface RatePlan {
  /** the website's home country: every carrier, at the home prices */
  home: string;
  homeRates: { flatrate: number; express: number; clickcollect: number };
  /** any other allowed country: standard delivery at this price */
  abroadFlatrate: number;
  /** the neighbours express also reaches, at this price; other countries get no express method */
  expressAbroad: { price: number; countries: string[] };
}

const EUR_NEIGHBOURS = ["AT", "BE", "DE", "ES", "FR", "IE", "IT", "LU", "NL"];

/** By website code (Magento's table rates are per website). Click and collect is offered at home only. */
export const RATE_PLANS: Record<string, RatePlan> = {
  base: {
    home: "GB",
    homeRates: { flatrate: 3.99, express: 6.99, clickcollect: 1.99 },
    abroadFlatrate: 9.99,
    expressAbroad: { price: 19.99, countries: ["BE", "DE", "FR", "IE", "NL"] },
  },
  us: {
    home: "US",
    homeRates: { flatrate: 5.99, express: 14.99, clickcollect: 2.99 },
    abroadFlatrate: 0,
    expressAbroad: { price: 0, countries: [] },
  },
  ...Object.fromEntries(
    (["ie", "de", "es", "fr", "it"] as const).map((code) => {
      const home = code.toUpperCase();
      const plan: RatePlan = {
        home,
        homeRates: { flatrate: 3.95, express: 7.95, clickcollect: 1.95 },
        abroadFlatrate: 8.95,
        expressAbroad: { price: 16.95, countries: EUR_NEIGHBOURS.filter((c) => c !== home) },
      };
      return [code, plan];
    }),
  ),
};
