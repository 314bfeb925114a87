// What a basket holds, line by line, just before a change: the "previous cart" that SPEC §4's last
// cart actions are worked out against (app/sessions/cart-actions.server.ts). A small read, made only
// by the actions that change a basket.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";
import { presentItems } from "../lists";
import type { CartState } from "./last-cart-actions";

export const CART_LINE_QUANTITIES_QUERY = graphql(`
  query CartLineQuantities($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items {
        uid
        quantity
        product {
          sku
        }
      }
    }
  }
`);

/** The basket's lines as they are now; null when it cannot be read (then nothing is recorded). */
export async function cartLineQuantities(ctx: CommerceRequestContext, cartId: string): Promise<CartState | null> {
  try {
    const { data } = await commerceRequest(ctx, CART_LINE_QUANTITIES_QUERY, { cartId });
    if (!data.cart) return null;
    return {
      id: data.cart.id,
      items: presentItems(data.cart.items).map((item) => ({
        uid: item.uid,
        quantity: item.quantity,
        // The product's SKU, as basket lines name it (cart.ts), so "before" and "after" agree.
        sku: item.product.sku ?? undefined,
      })),
    };
  } catch {
    // Analytics only: a basket that cannot be read now never fails the shopper's change.
    return null;
  }
}
