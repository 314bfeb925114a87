// The basket's coupons as components see them. Types and pure functions only.
import type { CartCouponsFieldsFragment } from "../generated/graphql";
import { presentItems } from "../lists";
import { toMoney, type Money } from "../money";

/**
 * Why the backend refused a code, read from Magento's sentence (its errors carry no code of their
 * own): the storefront tells it in the shopper's language.
 */
export type CouponRefusal =
  | { kind: "invalid"; code: string }
  | { kind: "used"; code: string }
  | { kind: "minimum"; code: string; amount: string }
  | { kind: "alreadyApplied" }
  | { kind: "emptyCart" };

const INVALID = /^The coupon code "(.*)" is not valid\.$/;
const USED = /^The coupon code "(.*)" has already been used\.$/;
const MINIMUM = /^The coupon code "(.*)" needs a subtotal of at least (.+)\.$/;

export function couponRefusal(message: string): CouponRefusal | null {
  const invalid = INVALID.exec(message);
  if (invalid) return { kind: "invalid", code: invalid[1] };
  const used = USED.exec(message);
  if (used) return { kind: "used", code: used[1] };
  const minimum = MINIMUM.exec(message);
  if (minimum) return { kind: "minimum", code: minimum[1], amount: minimum[2] };
  if (message.startsWith("A coupon is already applied to the cart")) return { kind: "alreadyApplied" };
  if (message === "Cart does not contain products.") return { kind: "emptyCart" };
  return null;
}

export interface AppliedCoupon {
  code: string;
  /** what it takes off (all lines together); null when it takes nothing off the items, e.g. free delivery */
  discount: Money | null;
  /** the cart no longer meets the code's terms: it stays applied but gives nothing */
  problem: CouponRefusal | null;
}

export interface CouponsView {
  applied: AppliedCoupon[];
}

/** The cart's messages about its coupon (shown with the code, in the shopper's language). */
export const isCouponMessage = (message: string) => {
  const refusal = couponRefusal(message);
  return refusal?.kind === "invalid" || refusal?.kind === "used" || refusal?.kind === "minimum";
};

export function toCouponsView(
  cart: CartCouponsFieldsFragment & { error_messages?: ReadonlyArray<string | null> | null },
): CouponsView {
  const discounts = presentItems(cart.prices?.discounts);
  const problems = presentItems(cart.error_messages)
    .map(couponRefusal)
    .filter((r): r is Extract<CouponRefusal, { code: string }> => r !== null && "code" in r);
  return {
    applied: presentItems(cart.applied_coupons).map(({ code }) => {
      const own = discounts.filter((d) => d.coupon?.code === code);
      const amount = own.reduce((sum, d) => sum + (d.amount?.value ?? 0), 0);
      const currency = own[0]?.amount?.currency;
      return {
        code,
        discount: own.length && currency ? toMoney({ value: Math.round(amount * 100) / 100, currency }) : null,
        problem: problems.find((p) => p.code.toUpperCase() === code.toUpperCase()) ?? null,
      };
    }),
  };
}
