// The address form (SPEC §3 "Address"), one schema per country, shared by the address book and
// checkout: a house number only where the country writes one, the county or state (US
// states from a list), a postcode checked against the country's pattern (the message shows an
// example), a phone number valid for the address's country (libphonenumber-js), the country one of
// the store's allowed_countries. Error messages are keys of the `profile` namespace under
// address.errors (useErrorText("profile", "address.errors")); `postcodeInvalid` takes {{example}}.
import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import * as z from "zod/mini";
import { isValidName, isValidStreetLine } from "./person-rules";
import {
  usesHouseNumber,
  POSTCODE_FORMATS,
  US_STATES,
  usesStateList,
  postcodeOptional,
  SAVE_INTENT,
  COUNTRY_INTENT,
  SET_DEFAULT_BILLING,
  SET_DEFAULT_SHIPPING,
} from "./address.fields";
export {
  HOUSE_NUMBER_COUNTRIES,
  usesHouseNumber,
  POSTCODE_FORMATS,
  postcodeExample,
  US_STATES,
  usesStateList,
  optionalAddressFields,
  SAVE_INTENT,
  COUNTRY_INTENT,
  postedCountry,
  SET_DEFAULT_BILLING,
  SET_DEFAULT_SHIPPING,
} from "./address.fields";

const MAX_TEXT = 255;

const requiredText = (max = MAX_TEXT) =>
  z
    .string({ error: "required" })
    .check(z.trim(), z.minLength(1, { error: "required", abort: true }), z.maxLength(max, { error: "tooLong" }));

const optionalText = (max = MAX_TEXT) => z.optional(z.string().check(z.trim(), z.maxLength(max, { error: "tooLong" })));

/** A required text the backend checks with Magento's name or street rule: the field says which. */
const ruledText = (valid: (value: string) => boolean, error: string) =>
  z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "required", abort: true }),
      z.maxLength(MAX_TEXT, { error: "tooLong", abort: true }),
      z.refine(valid, { error }),
    );

function postcodeSchema(country: string) {
  const format = POSTCODE_FORMATS[country];
  const matches = (value: string) => !format || format.pattern.test(value);
  const valid = z
    .string()
    .check(
      z.trim(),
      z.maxLength(20, { error: "postcodeInvalid", abort: true }),
      z.refine(matches, { error: "postcodeInvalid" }),
    );
  if (postcodeOptional(country)) return z.optional(valid);
  return z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "required", abort: true }),
      z.maxLength(20, { error: "postcodeInvalid", abort: true }),
      z.refine(matches, { error: "postcodeInvalid" }),
    );
}

function regionSchema(country: string) {
  if (usesStateList(country))
    return z.string({ error: "required" }).check(
      z.minLength(1, { error: "required", abort: true }),
      z.refine((code) => code in US_STATES, { error: "regionInvalid" }),
    );
  return optionalText(100);
}

/** The address fields of a form, for the country the shopper has chosen. */
export function addressFieldsShape(country: string, allowedCountries: readonly string[]) {
  return {
    firstname: ruledText(isValidName, "nameInvalid"),
    lastname: ruledText(isValidName, "nameInvalid"),
    company: optionalText(),
    street1: ruledText(isValidStreetLine, "streetInvalid"),
    street2: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(MAX_TEXT, { error: "tooLong", abort: true }),
          z.refine(isValidStreetLine, { error: "streetInvalid" }),
        ),
    ),
    houseNumber: usesHouseNumber(country) ? requiredText(20) : z.optional(z.string()),
    city: ruledText(isValidStreetLine, "streetInvalid"),
    region: regionSchema(country),
    postcode: postcodeSchema(country),
    country: z.string({ error: "required" }).check(
      z.minLength(1, { error: "required", abort: true }),
      z.refine((code) => allowedCountries.includes(code), { error: "countryInvalid" }),
    ),
    telephone: z.string({ error: "required" }).check(
      z.trim(),
      z.minLength(1, { error: "required", abort: true }),
      z.maxLength(32, { error: "phoneInvalid", abort: true }),
      z.refine((value) => isValidPhoneNumber(value, country as CountryCode), { error: "phoneInvalid" }),
    ),
  };
}

/**
 * The address fields of a form whose address is not the one used (a saved address chosen, billing
 * as delivered): not checked, but a refused or redrawn post gives them back as they were, the
 * country above all (without it the fields come back laid out for the list's first country).
 */
export function keptAddressFields() {
  const shape = addressFieldsShape("", []);
  return Object.fromEntries(
    Object.keys(shape).map((name) => [name, z.optional(z.string().check(z.maxLength(MAX_KEPT_FIELD)))]),
  ) as Record<keyof typeof shape, z.ZodMiniOptional<z.ZodMiniString>>;
}

/** The longest value of an unchecked address field that is given back. */
const MAX_KEPT_FIELD = 200;

/** A posted checkbox: "on" when ticked, absent when not. */
const Flag = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === "on"),
);

/**
 * The address book's form: the address, its default flags, and `intent` "save" or "country" (a
 * change of country without JavaScript: the page comes back for that country with the input kept).
 */
export function addressBookSchema(country: string, allowedCountries: readonly string[]) {
  return z.object({
    ...addressFieldsShape(country, allowedCountries),
    defaultBilling: Flag,
    defaultShipping: Flag,
    intent: z._default(z.enum([SAVE_INTENT, COUNTRY_INTENT]), SAVE_INTENT),
  });
}

export type AddressBookSubmission = z.infer<ReturnType<typeof addressBookSchema>>;

export const SetDefaultAddressSchema = z.object({
  intent: z.enum([SET_DEFAULT_BILLING, SET_DEFAULT_SHIPPING]),
  addressId: z.coerce.number().check(z.int(), z.positive()),
});
