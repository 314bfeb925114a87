// The schemas whose HTML constraints the browser gets (app/forms/form-constraints.ts): each form
// that shows constraints, with every variant of a schema built per country or balance. The JSON is
// written from here by `npm run forms:constraints`; a test checks that it still matches.
// It gathers each feature's form schemas at build time (the script and its test, never a page), so
// this one module of the forms layer reads feature folders (eslint.config.js allows it).
import { getZodConstraint } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { AddToBasketSchema } from "./add-to-basket";
import { ApplyCouponSchema } from "~/features/basket/coupon";
import { ContactFormSchema } from "~/features/content/contact-form";
import { InformationSchema } from "~/features/checkout/information/information";
import { collectSchema } from "~/features/checkout/collect/collect";
import { createAccountSchema } from "~/features/customer/create-account";
import { EmailChangeSchema } from "~/features/account/profile/email-change";
import { ErrorNoteSchema } from "./error-note";
import { ForgotPasswordSchema } from "~/features/customer/forgot-password";
import { SubscribeSchema } from "./newsletter";
import { ProductReviewSchema } from "~/features/product/product-review";
import { ReferralInviteSchema } from "~/features/account/perks/referral-invite";
import { ResetPasswordSchema } from "~/features/customer/reset-password";
import { applyPointsSchema } from "~/features/basket/reward-points";
import { SignInSchema } from "./sign-in";
import { StockAlertSchema } from "~/features/product/stock-alert";

/** Countries a per-country schema is built for in the check (every store view's and a few more). */
const COUNTRIES = ["GB", "IE", "US", "DE", "ES", "FR", "IT", "AT", "NL", "BE"];

/** Each form's schema variants; the first is the one written, the others must give the same. */
export const CONSTRAINT_SOURCES = {
  addToBasket: [AddToBasketSchema],
  applyCoupon: [ApplyCouponSchema],
  applyPoints: [0, 1, 250, 10_000_000].map((balance) => applyPointsSchema(balance)),
  checkoutInformation: [InformationSchema],
  contactUs: [ContactFormSchema],
  collect: COUNTRIES.map((country) => collectSchema(country)),
  createAccount: COUNTRIES.map((country) => createAccountSchema(country)),
  emailChange: [EmailChangeSchema],
  errorNote: [ErrorNoteSchema],
  forgotPassword: [ForgotPasswordSchema],
  newsletter: [SubscribeSchema],
  productReview: [ProductReviewSchema],
  referralInvite: [ReferralInviteSchema],
  resetPassword: [ResetPasswordSchema],
  signIn: [SignInSchema],
  stockAlert: [StockAlertSchema],
} satisfies Record<string, readonly $ZodType[]>;

export type ConstraintFormName = keyof typeof CONSTRAINT_SOURCES;

/**
 * Conform's constraints of a schema, as the JSON module holds them: `required: false` is left out
 * (it sets no attribute), and so is a field with nothing left.
 */
export function constraintsOf(schema: $ZodType) {
  const constraints: Record<string, Record<string, unknown>> = {};
  for (const [name, constraint] of Object.entries(getZodConstraint(schema))) {
    const kept = Object.fromEntries(
      Object.entries(constraint).filter(([key, value]) => value !== undefined && !(key === "required" && !value)),
    );
    if (Object.keys(kept).length) constraints[name] = kept;
  }
  return constraints;
}

/** What app/forms/form-constraints.ts must hold. */
export function expectedConstraints() {
  return Object.fromEntries(
    Object.entries(CONSTRAINT_SOURCES).map(([name, [schema]]) => [name, constraintsOf(schema)]),
  ) as Record<ConstraintFormName, Record<string, Record<string, unknown>>>;
}
