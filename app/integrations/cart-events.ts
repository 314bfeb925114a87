// The last cart actions (SPEC §4) as tag manager events: GA4's ecommerce "add_to_cart" and
// "remove_from_cart", one event each for the adds and the removes of a change. Pure: the component
// that pushes them (CartEvents.tsx) and the tests share it.
import type { RecordedCartAction } from "~/commerce/cart/last-cart-actions";

export interface DataLayerCartEvent {
  event: "add_to_cart" | "remove_from_cart";
  ecommerce: { items: Array<{ item_id: string; quantity: number }> };
}

export function cartEventsFor(actions: readonly RecordedCartAction[]): DataLayerCartEvent[] {
  const events: DataLayerCartEvent[] = [];
  for (const [kind, event] of [
    ["add", "add_to_cart"],
    ["remove", "remove_from_cart"],
  ] as const) {
    const items = actions
      .filter((action) => action.action === kind && action.quantity > 0)
      .map((action) => ({ item_id: action.sku, quantity: action.quantity }));
    if (items.length) events.push({ event, ecommerce: { items } });
  }
  return events;
}
