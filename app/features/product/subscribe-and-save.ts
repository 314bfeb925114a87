// Subscribe and save on the product page: what the add form shows, worded and priced with the page
// (subscribe-and-save.server.ts) so that no formatting code is shipped for it.
import type { Money } from "~/commerce/money";

/** The product page's choice between a one-off purchase and a subscription, ready to print. */
export interface SubscribeAndSaveView {
  legend: string;
  once: string;
  oneOffPrice: string;
  subscribe: string;
  terms: string;
  subscribedPrice: string;
  /** The delivery intervals (weeks, words) for a signed-in customer; null for a guest, who signs in first. */
  intervals: Array<[number, string]> | null;
  signIn: string;
  signInHref: string;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;

/**
 * Each unit's subscription price: the price less the offer's percentage, to the cent, half away from
 * zero, as the backend prices the basket line, so the page says what the basket will charge.
 */
export function subscribedPrice(price: Money, percent: number): Money {
  return { value: round2((price.value * (100 - percent)) / 100), currency: price.currency };
}
