// The basket's basket extras (issue 9): cross-sells, personalised offers, reward products.
// Its fragment is part of every basket answer (CartFields in cart.server.ts).
import { graphql } from "../generated";

export const CART_EXTRAS_FRAGMENT = graphql(`
  fragment CartExtrasFields on Cart {
    cross_sell_products {
      sku
    }
  }
`);

/** What a basket line offers beside itself: the supersize upgrade. */
export const CART_ITEM_EXTRAS_FRAGMENT = graphql(`
  fragment CartItemExtrasFields on CartItemInterface {
    supersize {
      sku
      message
    }
  }
`);
