// The shop's carriers: their titles in each store language and the order the methods are listed in.
// Rates are seed data (seed/fixtures-shipping.ts, written to the rate tables).

export type Titles = { carrierTitle: string; methodTitle: string };

/**
 * Carrier and method titles by store language, or locale for American English (Magento keeps carrier
 * titles per store view). The
 * basket's totals show the method title, so it names the service.
 */
export const CARRIERS: Record<"flatrate" | "express" | "freeshipping" | "clickcollect", Record<string, Titles>> = {
  flatrate: {
    en: { carrierTitle: "Standard", methodTitle: "Standard delivery" },
    en_US: { carrierTitle: "Standard", methodTitle: "Standard shipping" },
    de: { carrierTitle: "Standard", methodTitle: "Standardversand" },
    es: { carrierTitle: "Estándar", methodTitle: "Envío estándar" },
    fr: { carrierTitle: "Standard", methodTitle: "Livraison standard" },
    it: { carrierTitle: "Standard", methodTitle: "Spedizione standard" },
  },
  express: {
    en: { carrierTitle: "Express", methodTitle: "Express delivery" },
    en_US: { carrierTitle: "Express", methodTitle: "Express shipping" },
    de: { carrierTitle: "Express", methodTitle: "Expressversand" },
    es: { carrierTitle: "Exprés", methodTitle: "Envío exprés" },
    fr: { carrierTitle: "Express", methodTitle: "Livraison express" },
    it: { carrierTitle: "Express", methodTitle: "Spedizione express" },
  },
  freeshipping: {
    en: { carrierTitle: "Free delivery", methodTitle: "Free delivery" },
    en_US: { carrierTitle: "Free shipping", methodTitle: "Free shipping" },
    de: { carrierTitle: "Kostenloser Versand", methodTitle: "Kostenloser Versand" },
    es: { carrierTitle: "Envío gratuito", methodTitle: "Envío gratuito" },
    fr: { carrierTitle: "Livraison gratuite", methodTitle: "Livraison gratuite" },
    it: { carrierTitle: "Spedizione gratuita", methodTitle: "Spedizione gratuita" },
  },
  clickcollect: {
    en: { carrierTitle: "Click and collect", methodTitle: "Click and collect" },
    en_US: { carrierTitle: "Pickup", methodTitle: "Pickup at a pickup point" },
    de: { carrierTitle: "Click & Collect", methodTitle: "Abholung an einer Abholstation" },
    es: { carrierTitle: "Click & Collect", methodTitle: "Recogida en un punto de recogida" },
    fr: { carrierTitle: "Click & Collect", methodTitle: "Retrait en point relais" },
    it: { carrierTitle: "Click & Collect", methodTitle: "Ritiro in un punto di ritiro" },
  },
};

/**
 * The titles of a carrier in a store's language, by its locale where the language has a regional
 * variant (en_US: "Standard shipping"), else by its language (English where there are none).
 */
export const carrierTitles = (code: keyof typeof CARRIERS, lang: string, locale = ""): Titles =>
  CARRIERS[code][locale] ?? CARRIERS[code][lang] ?? CARRIERS[code].en;

export type CarrierCode = keyof typeof CARRIERS;

/** The order the methods are listed in. */
export const CARRIER_ORDER: CarrierCode[] = ["freeshipping", "flatrate", "express", "clickcollect"];

/** Carriers of the shop's extension, not offered by a backend that speaks stock Magento alone. */
export const EXTENSION_CARRIERS: ReadonlySet<string> = new Set<CarrierCode>(["clickcollect"]);
