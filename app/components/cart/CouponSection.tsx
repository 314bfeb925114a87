import type { CouponsView } from "~/commerce/cart/coupons";
import type { CartIntentAnswer } from "~/forms/cart";

/**
 * Coupons: apply a code, the applied codes with their discount, remove one.
 * TODO(issue 9, coupons): the form.
 */
export function CouponSection(_props: { coupons: CouponsView; answer: CartIntentAnswer | undefined }) {
  return null;
}
