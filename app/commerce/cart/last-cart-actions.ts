// SPEC §4 "Cart change": when the cart id stays the same, compare the old and new item lists and
// record "add" for new items or higher quantities, "remove" for lower quantities or items that are gone.
export interface CartLineState {
  uid: string;
  quantity: number;
  sku?: string;
}

export interface CartAction {
  action: "add" | "remove";
  uid: string;
  sku?: string;
  /** How many units were added or removed. */
  quantity: number;
}

/** An action as the session keeps it for the tag manager: what, which SKU, how many. */
export type RecordedCartAction = Pick<CartAction, "action" | "quantity"> & { sku: string };

export interface CartState {
  id: string;
  items: readonly CartLineState[];
}

export function diffCartActions(
  previous: CartState | null | undefined,
  next: CartState | null | undefined,
): CartAction[] {
  if (!previous || !next || previous.id !== next.id) return [];
  const actions: CartAction[] = [];
  const before = new Map(previous.items.map((item) => [item.uid, item]));
  for (const item of next.items) {
    const old = before.get(item.uid);
    const oldQuantity = old?.quantity ?? 0;
    if (item.quantity > oldQuantity) {
      actions.push({ action: "add", uid: item.uid, sku: item.sku, quantity: item.quantity - oldQuantity });
    } else if (item.quantity < oldQuantity) {
      actions.push({ action: "remove", uid: item.uid, sku: item.sku, quantity: oldQuantity - item.quantity });
    }
  }
  const nextUids = new Set(next.items.map((item) => item.uid));
  for (const old of previous.items) {
    if (!nextUids.has(old.uid)) actions.push({ action: "remove", uid: old.uid, sku: old.sku, quantity: old.quantity });
  }
  return actions;
}
