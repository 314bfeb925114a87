// The basket's coupons: apply and remove a code, the applied codes with their discount.
// Its fragment is part of every basket answer (CartFields in cart.server.ts).
import { commerceRequest, required, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";

export const CART_COUPONS_FRAGMENT = graphql(`
  fragment CartCouponsFields on Cart {
    applied_coupons {
      code
    }
    prices {
      discounts {
        amount {
          value
          currency
        }
        coupon {
          code
        }
      }
    }
  }
`);

export const APPLY_COUPON_MUTATION = graphql(`
  mutation ApplyCouponToCart($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        id
        applied_coupons {
          code
        }
      }
    }
  }
`);

export const REMOVE_COUPON_MUTATION = graphql(`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`);

/** Applies a code; the backend's refusal (unknown, expired, used up, below minimum) is a CommerceError. */
export async function applyCoupon(ctx: CommerceRequestContext, cartId: string, code: string): Promise<string> {
  const { data } = await commerceRequest(ctx, APPLY_COUPON_MUTATION, { cartId, code });
  const cart = required(data.applyCouponToCart?.cart, "cart");
  return cart.applied_coupons?.[0]?.code ?? code;
}

export async function removeCoupon(ctx: CommerceRequestContext, cartId: string): Promise<void> {
  const { data } = await commerceRequest(ctx, REMOVE_COUPON_MUTATION, { cartId });
  required(data.removeCouponFromCart?.cart, "cart");
}
