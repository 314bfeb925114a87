// SPEC §4 "Cart change": after every change of the basket, what it added and removed (compared with
// the basket just before) is kept as the last cart actions, for the next page to hand to the tag
// manager (app/integrations/CartEvents.tsx) once, like a flash message.
//
// The session keeps only those actions, never a snapshot of the basket: the "before" is read from
// the backend by the action making the change (cartLineQuantities), so nothing lives in this
// process (DESIGN: any number of instances) and the cookie stays small (a snapshot
// of 53 lines filled its 4 KB). At most CART_ACTION_LIMIT actions are kept, each a SKU, a kind and a
// quantity.
import type { Cart } from "~/commerce/cart/cart";
import { diffCartActions, type CartState, type RecordedCartAction } from "~/commerce/cart/last-cart-actions";
import type { ShopSession } from "./session.server";

/** Actions kept for the next page: one change rarely touches more than a few lines. */
export const CART_ACTION_LIMIT = 10;
/** A SKU longer than this is not one of ours: it is clipped rather than allowed to fill the cookie. */
const SKU_LIMIT = 64;

/** An empty basket with this id: what a basket just created held before its first add. */
export const emptyCartState = (id: string): CartState => ({ id, items: [] });

export function cartStateOf(cart: Pick<Cart, "id" | "lines">): CartState {
  return { id: cart.id, items: cart.lines.map((line) => ({ uid: line.uid, quantity: line.quantity, sku: line.sku })) };
}

/**
 * Records what changed between `before` (null when it could not be read: nothing is recorded) and
 * the basket after the change, replacing the actions of an earlier change not shown yet.
 */
export function recordCartChange(
  session: ShopSession,
  before: CartState | null,
  after: Pick<Cart, "id" | "lines">,
): void {
  // Older sessions carried a basket snapshot; it goes with their next change.
  if (session.has("cartSnapshot")) session.unset("cartSnapshot");
  const actions: RecordedCartAction[] = diffCartActions(before, cartStateOf(after))
    .slice(0, CART_ACTION_LIMIT)
    .map(({ action, sku, quantity }) => ({ action, sku: (sku ?? "").slice(0, SKU_LIMIT), quantity }));
  if (actions.length) session.set("lastCartActions", actions);
}

/** The last cart actions, once: the page that shows them takes them out of the session. */
export function takeCartActions(session: ShopSession): RecordedCartAction[] {
  const actions = session.get("lastCartActions");
  if (actions === undefined) return [];
  session.unset("lastCartActions");
  return Array.isArray(actions) ? actions.slice(0, CART_ACTION_LIMIT) : [];
}
