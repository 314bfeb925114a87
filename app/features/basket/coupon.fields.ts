// The coupon form's limits, without Zod: what the browser loads (the schemas are in coupon.ts).

/** Longer than any code the shop hands out (Magento allows 255); a typo is told before the backend. */
export const MAX_COUPON_LENGTH = 64;

/** The error keys the schema itself gives (everything else is a sentence from the server). */
export const COUPON_SCHEMA_ERRORS = ["required", "tooLong"] as const;
