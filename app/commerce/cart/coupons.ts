// The basket's coupons as components see them. Types and pure functions only.
// TODO(issue 9, coupons): what the coupon form and the applied codes need.
import type { CartCouponsFieldsFragment } from "../generated/graphql";
import { presentItems } from "../lists";

export interface CouponsView {
  applied: string[];
}

export function toCouponsView(cart: CartCouponsFieldsFragment): CouponsView {
  return { applied: presentItems(cart.applied_coupons).map((coupon) => coupon.code) };
}
