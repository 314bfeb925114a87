// The basket's coupon forms: apply a code, remove the applied one. Errors are keys of the `coupons`
// namespace (coupons.errors.*); the backend's refusals come back already in the shopper's words.
import * as z from "zod/mini";
import { CartIntent, redirectToField } from "./cart";

/** Longer than any code the shop hands out (Magento allows 255); a typo is told before the backend. */
export const MAX_COUPON_LENGTH = 64;

/** The error keys the schema itself gives (everything else is a sentence from the server). */
export const COUPON_SCHEMA_ERRORS = ["required", "tooLong"] as const;

export const ApplyCouponSchema = z.object({
  intent: z.literal(CartIntent.applyCoupon),
  code: z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "required", abort: true }),
      z.maxLength(MAX_COUPON_LENGTH, { error: "tooLong" }),
    ),
  redirectTo: redirectToField,
});

export const RemoveCouponSchema = z.object({
  intent: z.literal(CartIntent.removeCoupon),
  redirectTo: redirectToField,
});
