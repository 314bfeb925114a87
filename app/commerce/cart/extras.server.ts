// The basket's extras (issue 9): personalised offers, reward products, supersize.
// Its fragment is part of every basket answer (CartFields in cart.server.ts).
import { graphql } from "../generated";

export const CART_EXTRAS_FRAGMENT = graphql(`
  fragment CartExtrasFields on Cart {
    reward {
      popup_title
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
