// The mini basket after an add, as the drawer sees it. Types and pure functions only.
import type { Money } from "../money";
import type { Cart, CartLine } from "./cart";
import type { CrossSellOffer } from "./cross-sells";

export interface MiniBasketView {
  /** The line of the product just added; null when it is not in the basket (any more). */
  line: CartLine | null;
  totalQuantity: number;
  subtotal: Money | null;
  /** The cross-sell popup's suggestions (empty when the store switched the popup off). */
  crossSells: CrossSellOffer[];
}

/** The basket line of the product with this page address (the newest, if there are several). */
export function addedLine(cart: Cart | null, urlKey: string): CartLine | null {
  const lines = (cart?.lines ?? []).filter((line) => line.urlKey === urlKey);
  return lines.at(-1) ?? null;
}

/** Suggestions the shopper can still add: in stock, with a page, not already in the basket. */
export function popupOffers(cart: Cart | null, offers: CrossSellOffer[], limit: number): CrossSellOffer[] {
  const inBasket = new Set((cart?.lines ?? []).map((line) => line.sku));
  return offers.filter((o) => o.inStock && o.urlKey && !inBasket.has(o.sku)).slice(0, limit);
}
