// The basket's coupons (issue 9): apply and remove coupons, the applied codes.
// Its fragment is part of every basket answer (CartFields in cart.server.ts).
import { graphql } from "../generated";

export const CART_COUPONS_FRAGMENT = graphql(`
  fragment CartCouponsFields on Cart {
    applied_coupons {
      code
    }
  }
`);
