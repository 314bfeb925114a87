// The confirm-and-pay form: the payment method, the billing address (the same as
// delivery, one of a customer's saved addresses, or a new one with the shared address fields of
// forms/address.ts), the terms consent where the store asks for it, and the grand total the shopper
// saw (a change since then is shown before anything is placed). Error codes are keys of the
// `payment` namespace under confirm.errors, the address fields' those of `profile` address.errors.
import * as z from "zod/mini";
import { addressFieldsShape, COUNTRY_INTENT, keptAddressFields } from "~/forms/address";
import { PLACE_INTENT, BILLING_SAME, BILLING_NEW } from "./confirm.fields";
export {
  PLACE_INTENT,
  BILLING_SAME,
  BILLING_NEW,
  bookChoice,
  bookIdOf,
  savedCardChoice,
  savedCardHashOf,
  postedBilling,
} from "./confirm.fields";

export { COUNTRY_INTENT };

/** A posted checkbox: "on" when ticked, absent when not. */
const Flag = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === "on"),
);

export interface ConfirmFormOptions {
  /** the billing choice posted: the address fields are checked only for a new address */
  billing: string;
  /** the country of a new billing address (its fields' rules) */
  country: string;
  allowedCountries: readonly string[];
  termsRequired: boolean;
}

export function confirmSchema(o: ConfirmFormOptions) {
  const base = {
    paymentMethod: z
      .string({ error: "paymentRequired" })
      .check(z.minLength(1, { error: "paymentRequired" }), z.maxLength(140, { error: "paymentUnavailable" })),
    billing: z._default(z.string().check(z.maxLength(20)), BILLING_SAME),
    terms: o.termsRequired ? z.pipe(Flag, z.literal(true, { error: "termsRequired" })) : z.optional(Flag),
    seenTotal: z.optional(z.string().check(z.maxLength(20))),
    intent: z._default(z.enum([PLACE_INTENT, COUNTRY_INTENT]), PLACE_INTENT),
  };
  if (o.billing === BILLING_NEW) return z.object({ ...base, ...addressFieldsShape(o.country, o.allowedCountries) });
  // Billed as delivered or to a saved address: the new address's fields come back as typed.
  return z.object({ ...base, ...keptAddressFields() });
}

export type ConfirmSubmission = z.infer<ReturnType<typeof confirmSchema>>;
