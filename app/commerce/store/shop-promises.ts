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
  /** "15:00": orders by then leave the same working day; null: the store sets no cut-off. */
  dispatchBy: string | null;
  returnsDays: number;
}

export function shopPromises(store: StoreData, currency: string): ShopPromises {
  const config = store.storeConfig;
  const threshold = config.free_delivery_amount ?? 0;
  const cutOff = config.delivery_timer?.shipment_time ?? null;
  return {
    freeDeliveryFrom: threshold > 0 ? { value: threshold, currency } : null,
    dispatchBy: cutOff && /^\d{1,2}:\d{2}$/.test(cutOff) ? cutOff : null,
    returnsDays: RETURNS_DAYS,
  };
}
