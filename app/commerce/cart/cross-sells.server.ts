// The basket's cross-sells (issue 9): the cart's cross_sell_products, and (to come) the CrossSells
// query of SPEC §7 that the cross-sell popup reads after an add.
// Its fragment is part of every basket answer (CartFields in cart.server.ts).
import { graphql } from "../generated";

export const CART_CROSS_SELLS_FRAGMENT = graphql(`
  fragment CartCrossSellsFields on Cart {
    cross_sell_products {
      sku
    }
  }
`);
