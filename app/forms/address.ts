// The address form (SPEC §3 "Address"), one schema per country, shared by the address book and
// checkout (issue 11): a house number only where the country writes one, the county or state (US
// states from a list), a postcode checked against the country's pattern (the message shows an
// example), a phone number valid for the address's country (libphonenumber-js), the country one of
// the store's allowed_countries. Error messages are keys of the `profile` namespace under
// address.errors (useErrorText("profile", "address.errors")); `postcodeInvalid` takes {{example}}.
import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import * as z from "zod/mini";
import { isValidName, isValidStreetLine } from "./person-rules";

/** Countries whose addresses carry the house number in a field of its own (after the street). */
export const HOUSE_NUMBER_COUNTRIES: ReadonlySet<string> = new Set(["DE", "AT", "NL", "BE", "ES", "IT"]);
export const usesHouseNumber = (country: string) => HOUSE_NUMBER_COUNTRIES.has(country);

/** Postcode patterns of the countries the shop delivers to, with an example each for the message. */
export const POSTCODE_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  GB: { pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i, example: "SW1A 1AA" },
  // Eircodes; many Irish addresses have none, so the field is optional there.
  IE: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i, example: "D02 X285" },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: "90210" },
  DE: { pattern: /^\d{5}$/, example: "10115" },
  AT: { pattern: /^\d{4}$/, example: "1010" },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: "1015 CJ" },
  BE: { pattern: /^\d{4}$/, example: "1000" },
  ES: { pattern: /^\d{5}$/, example: "28001" },
  IT: { pattern: /^\d{5}$/, example: "00184" },
  FR: { pattern: /^\d{5}$/, example: "75001" },
  PT: { pattern: /^\d{4}-\d{3}$/, example: "1000-001" },
  PL: { pattern: /^\d{2}-\d{3}$/, example: "00-950" },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: "114 55" },
  DK: { pattern: /^\d{4}$/, example: "1050" },
  FI: { pattern: /^\d{5}$/, example: "00100" },
  LU: { pattern: /^(L-)?\d{4}$/i, example: "1009" },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: "110 00" },
  SK: { pattern: /^\d{3} ?\d{2}$/, example: "811 01" },
  GR: { pattern: /^\d{3} ?\d{2}$/, example: "105 57" },
};

/** Countries where a postcode may be left out. */
const POSTCODE_OPTIONAL: ReadonlySet<string> = new Set(["IE"]);

export const postcodeExample = (country: string) => POSTCODE_FORMATS[country]?.example ?? "";

/** The US states (and DC) by their USPS codes, which Magento's region_code carries. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};
export const usesStateList = (country: string) => country === "US";

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
  if (POSTCODE_OPTIONAL.has(country)) return z.optional(valid);
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

/** The address form's submit buttons (button values are data, not text). */
export const SAVE_INTENT = "save";
/** Without JavaScript: lay the form out again for the chosen country, the input kept. */
export const COUNTRY_INTENT = "country";

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

/** The country a posted form is for (to pick its schema), or the fallback. */
export function postedCountry(formData: FormData, fallback: string): string {
  const value = formData.get("country");
  return typeof value === "string" && /^[A-Z]{2}$/.test(value) ? value : fallback;
}

/** The address book's "Set as default billing / delivery" buttons. */
export const SET_DEFAULT_BILLING = "setBilling";
export const SET_DEFAULT_SHIPPING = "setShipping";
export const SetDefaultAddressSchema = z.object({
  intent: z.enum([SET_DEFAULT_BILLING, SET_DEFAULT_SHIPPING]),
  addressId: z.coerce.number().check(z.int(), z.positive()),
});
