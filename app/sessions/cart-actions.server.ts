// SPEC §4 "Cart change": after every change of the basket, the difference between the previous
// and the new lines is kept as the last cart actions (for analytics, e.g. a tag manager's
// add/remove events).
//
// The previous lines and the actions are kept here, in the process, by basket id, and not in the
// session cookie: a browser keeps at most 4 KB of cookie, and a snapshot of 53 lines filled it, after
// which every change of the basket answered 500 (issue 8, item 13). Both are bounded. What is kept
// is for analytics only: an instance that has no snapshot of a basket (after a restart, or another
// instance behind the same balancer) records nothing for that one change, and never fails it.
import type { Cart } from "~/commerce/cart/cart";
import { diffCartActions, type CartAction, type CartState } from "~/commerce/cart/last-cart-actions";
import type { ShopSession } from "./session.server";

/** Baskets whose last change is remembered; the least recently changed is forgotten first. */
export const REMEMBERED_BASKETS = 10_000;
/** Lines of one basket kept for the next diff (Magento's own default limit of a cart is 100 lines). */
export const SNAPSHOT_LINE_LIMIT = 500;

interface BasketChanges {
  snapshot: CartState;
  lastActions: CartAction[];
}

const baskets = new Map<string, BasketChanges>();

function remember(cartId: string, changes: BasketChanges): void {
  // A Map keeps insertion order: deleting first makes this basket the most recent one.
  baskets.delete(cartId);
  baskets.set(cartId, changes);
  while (baskets.size > REMEMBERED_BASKETS) baskets.delete(baskets.keys().next().value!);
}

/** Sessions written before the snapshot moved here carry it in the cookie: it goes with their next change. */
function dropCookieSnapshot(session: ShopSession): void {
  if (session.has("cartSnapshot")) session.unset("cartSnapshot");
  if (session.has("lastCartActions")) session.unset("lastCartActions");
}

export function cartStateOf(cart: Pick<Cart, "id" | "lines">): CartState {
  return {
    id: cart.id,
    items: cart.lines
      .slice(0, SNAPSHOT_LINE_LIMIT)
      .map((line) => ({ uid: line.uid, quantity: line.quantity, sku: line.sku || undefined })),
  };
}

/** A basket that was just created: empty, so the first add is recorded as an add. */
export function startCartSnapshot(session: ShopSession, cartId: string): void {
  // A basket shared by two concurrent first adds of one session already has the first add's lines.
  if (baskets.has(cartId)) return dropCookieSnapshot(session);
  keepCartSnapshot(session, { id: cartId, items: [] });
}

/** The basket's lines as they are now, for the next change to be compared with (e.g. a move's target). */
export function keepCartSnapshot(session: ShopSession, snapshot: CartState): void {
  dropCookieSnapshot(session);
  remember(snapshot.id, { snapshot, lastActions: baskets.get(snapshot.id)?.lastActions ?? [] });
}

/** Records what changed since the last snapshot and keeps the new one. */
export function recordCartChange(session: ShopSession, cart: Pick<Cart, "id" | "lines">): void {
  dropCookieSnapshot(session);
  const next = cartStateOf(cart);
  remember(cart.id, { snapshot: next, lastActions: diffCartActions(baskets.get(cart.id)?.snapshot, next) });
}

/** The last cart actions of a basket (SPEC §4): what its last change added and removed. */
export function lastCartActions(cartId: string): CartAction[] {
  return baskets.get(cartId)?.lastActions ?? [];
}
