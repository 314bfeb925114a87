// The basket's shipping (issue 9): the free-delivery threshold, the shipping estimate and the chosen method.
// Its fragment is part of every basket answer (CartFields in cart.server.ts).
import type { CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";

export const CART_SHIPPING_FRAGMENT = graphql(`
  fragment CartShippingFields on Cart {
    free_delivery_amount
  }
`);

/**
 * The shipping estimate the basket shows: the address the shopper last estimated for (kept on the
 * backend cart) and the methods for it. Null until the shopper asked for one.
 * TODO(issue 9, shipping): read it.
 */
export async function shippingEstimateFor(_ctx: CommerceRequestContext, _cartId: string): Promise<null> {
  return null;
}
