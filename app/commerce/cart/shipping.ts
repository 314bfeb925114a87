// The basket's delivery section as components see it: the free-delivery threshold and (to come) the
// shipping estimate. Types and pure functions only.
// TODO(issue 9, shipping): progress toward free delivery, estimated methods.
import type { CartShippingFieldsFragment } from "../generated/graphql";

export interface ShippingView {
  /** Free delivery from this subtotal, in the display currency; null when the store has none. */
  freeDeliveryAmount: number | null;
}

export function toShippingView(cart: CartShippingFieldsFragment): ShippingView {
  return { freeDeliveryAmount: cart.free_delivery_amount || null };
}
