// The address form's countries, formats, states and intents, without Zod: what the browser loads (the schemas are in address.ts).

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
  // 01 to 52: the provinces, Ceuta and Melilla.
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: "28001" },
  // 00010 to 98168: none starts 0000 or 99.
  IT: { pattern: /^(?!0000|99)\d{5}$/, example: "00184" },
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

/** Countries where a postcode may be left out (Ireland: many addresses have no Eircode in use). */
const POSTCODE_OPTIONAL: ReadonlySet<string> = new Set(["IE"]);
export const postcodeOptional = (country: string) => POSTCODE_OPTIONAL.has(country);

/**
 * The address fields a shopper may leave empty in `country`: the schema (address.ts) lets them be
 * empty, the form's labels say "(optional)" beside them.
 */
export function optionalAddressFields(country: string): ReadonlySet<string> {
  const fields = ["company", "street2"];
  if (!usesStateList(country)) fields.push("region");
  if (postcodeOptional(country)) fields.push("postcode");
  return new Set(fields);
}

/** The address form's submit buttons (button values are data, not text). */
export const SAVE_INTENT = "save";

/** Without JavaScript: lay the form out again for the chosen country, the input kept. */
export const COUNTRY_INTENT = "country";

/** The country a posted form is for (to pick its schema), or the fallback. */
export function postedCountry(formData: FormData, fallback: string): string {
  const value = formData.get("country");
  return typeof value === "string" && /^[A-Z]{2}$/.test(value) ? value : fallback;
}

/** The address book's "Set as default billing / delivery" buttons. */
export const SET_DEFAULT_BILLING = "setBilling";

export const SET_DEFAULT_SHIPPING = "setShipping";
