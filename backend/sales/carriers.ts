// The carriers the shop ships with: each one's name as shoppers read it and the address of its
// tracking page for a parcel's number. A shipment's carrier is stored as the owner typed it
// ("royalmail", "DHL", "Royal Mail"): it is looked up without case, spaces or punctuation. A
// carrier with pages in several languages gets the one of the shopper's store view (its locale,
// "de_DE"); the UK carriers have English pages only.

interface Carrier {
  title: string;
  /** The carrier's public tracking page for one parcel, in `locale`'s language where it has one. */
  trackingUrl: (number: string, locale: Locale | null) => string;
}

interface Locale {
  language: string;
  country: string;
}

const localeOf = (code: string | undefined): Locale | null => {
  const match = /^([a-z]{2})[_-]([A-Z]{2})$/.exec(code ?? "");
  return match ? { language: match[1]!, country: match[2]!.toLowerCase() } : null;
};

const CARRIERS: Record<string, Carrier> = {
  royalmail: {
    title: "Royal Mail",
    trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  },
  dpd: { title: "DPD", trackingUrl: (n) => `https://track.dpd.co.uk/parcels/${n}` },
  ups: {
    title: "UPS",
    trackingUrl: (n, l) =>
      `https://www.ups.com/track?${l ? `loc=${l.language}_${l.country.toUpperCase()}&` : ""}tracknum=${n}`,
  },
  dhl: {
    title: "DHL",
    // dhl.com's sites are named country first ("de-de", "gb-en", "us-en").
    trackingUrl: (n, l) =>
      `https://www.dhl.com/${l ? `${l.country}-${l.language}` : "global-en"}/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  },
};

const carrierOf = (code: string | null) => CARRIERS[(code ?? "").toLowerCase().replace(/[^a-z0-9]/g, "")];

/** The carrier's name as shoppers read it; an unknown carrier's as it was stored. */
export const carrierTitle = (code: string | null): string => carrierOf(code)?.title ?? code ?? "";

/**
 * The carrier's tracking page for this number in the language of `locale` (a store view's, "de_DE")
 * where the carrier has one, or null for a carrier whose page is not known.
 */
export function trackingUrl(code: string | null, number: string | null, locale?: string): string | null {
  const carrier = carrierOf(code);
  return carrier && number ? carrier.trackingUrl(encodeURIComponent(number), localeOf(locale)) : null;
}
