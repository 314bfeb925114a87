// The basket's coupon forms: apply a code, remove the applied one. Errors are keys of the `coupons`
// namespace (coupons.errors.*); the backend's refusals come back already in the shopper's words.
import * as z from "zod/mini";
import { BasketIntent, redirectToField } from "~/forms/basket";
import { MAX_COUPON_LENGTH } from "./coupon.fields";
export { MAX_COUPON_LENGTH, COUPON_SCHEMA_ERRORS } from "./coupon.fields";

export const ApplyCouponSchema = z.object({
  intent: z.literal(BasketIntent.applyCoupon),
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
  intent: z.literal(BasketIntent.removeCoupon),
  redirectTo: redirectToField,
});
