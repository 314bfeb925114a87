// SPEC §4 "Cart change": after every change of the basket, the difference between the previous
// and the new lines is kept as the last cart actions (for analytics, e.g. a tag manager's
// add/remove events). The previous lines are a small snapshot in the session.
import type { Cart } from "~/commerce/cart/cart";
import { diffCartActions, type CartState } from "~/commerce/cart/last-cart-actions";
import type { ShopSession } from "./session.server";

export function cartStateOf(cart: Pick<Cart, "id" | "lines">): CartState {
  return {
    id: cart.id,
    items: cart.lines.map((line) => ({ uid: line.uid, quantity: line.quantity, sku: line.sku || undefined })),
  };
}

/** A basket that was just created: empty, so the first add is recorded as an add. */
export function startCartSnapshot(session: ShopSession, cartId: string): void {
  session.set("cartSnapshot", { id: cartId, items: [] });
}

/** Records what changed since the last snapshot and keeps the new one. */
export function recordCartChange(session: ShopSession, cart: Pick<Cart, "id" | "lines">): void {
  const next = cartStateOf(cart);
  session.set("lastCartActions", diffCartActions(session.get("cartSnapshot"), next));
  session.set("cartSnapshot", next);
}
