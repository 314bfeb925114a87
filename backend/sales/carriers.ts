// The carriers the shop ships with: each one's name as shoppers read it and the address of its
// tracking page for a parcel's number. A shipment's carrier is stored as the owner typed it
// ("royalmail", "DHL", "Royal Mail"): it is looked up without case, spaces or punctuation.

interface Carrier {
  title: string;
  /** The carrier's public tracking page for one parcel. */
  trackingUrl: (number: string) => string;
}

const CARRIERS: Record<string, Carrier> = {
  royalmail: {
    title: "Royal Mail",
    trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  },
  dpd: { title: "DPD", trackingUrl: (n) => `https://track.dpd.co.uk/parcels/${n}` },
  ups: { title: "UPS", trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}` },
  dhl: {
    title: "DHL",
    trackingUrl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  },
};

const carrierOf = (code: string | null) => CARRIERS[(code ?? "").toLowerCase().replace(/[^a-z0-9]/g, "")];

/** The carrier's name as shoppers read it; an unknown carrier's as it was stored. */
export const carrierTitle = (code: string | null): string => carrierOf(code)?.title ?? code ?? "";

/** The carrier's tracking page for this number, or null for a carrier whose page is not known. */
export function trackingUrl(code: string | null, number: string | null): string | null {
  const carrier = carrierOf(code);
  return carrier && number ? carrier.trackingUrl(encodeURIComponent(number)) : null;
}
