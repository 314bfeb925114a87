// The basket's delivery forms: the shipping estimate (country, region, postcode) and the choice of
// a method. Error messages are keys of the `delivery` namespace (errors.*). Postcodes are checked
// loosely per country (a typo caught early; the carrier has the last word), the country against the
// store's allowed_countries by the handler, which knows the store.
import * as z from "zod/mini";
import { redirectToField } from "~/forms/basket";

/** Loose postcode shapes of the shop's countries; any other country takes 2–10 letters, digits, spaces or dashes. */
export const POSTCODE_PATTERNS: Record<string, RegExp> = {
  GB: /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i,
  IE: /^[A-Z\d]{3}\s*[A-Z\d]{4}$/i,
  US: /^\d{5}(-\d{4})?$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4}\s*[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
};
const ANY_POSTCODE = /^[A-Z\d][A-Z\d -]{1,9}$/i;

export const postcodeFits = (country: string, postcode: string) =>
  (POSTCODE_PATTERNS[country] ?? ANY_POSTCODE).test(postcode.trim());

export const ShippingEstimateSchema = z
  .object({
    intent: z.literal("estimate-shipping"),
    country: z
      .string({ error: "countryRequired" })
      .check(
        z.trim(),
        z.minLength(1, { error: "countryRequired", abort: true }),
        z.regex(/^[A-Za-z]{2}$/, { error: "countryInvalid" }),
      ),
    region: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: "regionTooLong" }))),
    postcode: z.optional(z.string().check(z.trim(), z.maxLength(20, { error: "postcodeInvalid" }))),
    redirectTo: redirectToField,
  })
  .check(
    z.refine((v) => !v.postcode || postcodeFits(v.country.toUpperCase(), v.postcode), {
      error: "postcodeInvalid",
      path: ["postcode"],
    }),
  );

export type ShippingEstimateSubmission = z.infer<typeof ShippingEstimateSchema>;

export const ChooseShippingMethodSchema = z.object({
  intent: z.literal("choose-shipping-method"),
  method: z
    .string({ error: "methodRequired" })
    .check(
      z.minLength(1, { error: "methodRequired", abort: true }),
      z.regex(/^[a-z0-9]+_[a-z0-9]+$/i, { error: "methodRequired" }),
    ),
  redirectTo: redirectToField,
});
