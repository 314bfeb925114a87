// What the shop promises every shopper, read from the store data every page already has: free
// delivery from a threshold, the dispatch cut-off, the returns period. Pure: the home page and its
// tests share it.
import type { Money } from "../money";
import type { StoreData } from "./store";

/** The returns period the shop's returns policy and product pages state. */
export const RETURNS_DAYS = 30;

export interface ShopPromises {
  /** Free delivery from this basket value; null: the store has no free delivery. */
  freeDeliveryFrom: Money | null;
  /** The cut-off as the store's language writes a time ("15:00", "3:00 PM"): orders by then leave the
   *  same working day; null: the store sets no cut-off. */
  dispatchBy: string | null;
  returnsDays: number;
}

/** "15:00" as `locale` writes a time of day ("3:00 PM" in en-US). */
export function timeOfDay(hhmm: string, locale: string): string {
  // A setting that is not a time of day is shown as the owner wrote it.
  if (!/^([01]?\d|2[0-3]):[0-5]\d$/.test(hhmm)) return hhmm;
  const [hours, minutes] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

export function shopPromises(store: StoreData, currency: string, locale: string): ShopPromises {
  const config = store.storeConfig;
  const threshold = config.free_delivery_amount ?? 0;
  const cutOff = config.delivery_timer?.shipment_time ?? null;
  return {
    freeDeliveryFrom: threshold > 0 ? { value: threshold, currency } : null,
    dispatchBy: cutOff && /^([01]?\d|2[0-3]):[0-5]\d$/.test(cutOff) ? timeOfDay(cutOff, locale) : null,
    returnsDays: RETURNS_DAYS,
  };
}
