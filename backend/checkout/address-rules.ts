// The checkout's address rules: what a cart's shipping or billing address must
// hold before it is kept, whichever door it came through (GraphQL's CartAddressInput, REST's quote
// address object, an address book entry). Magento's QuoteAddressValidator and Directory module do the
// same: required fields, a country the store sells to, a postcode in the country's format.
//
// The postcode patterns are the backend's own (as Magento's Directory keeps zip_codes.xml apart from
// any theme); they match the storefront's form (app/forms/address.ts), so a form that passes there
// passes here.
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import type { CartAddress } from "./cart-address.js";
import { isValidName, isValidStreetLine, nameNotValid, STREET_NOT_VALID } from "../shared/name-rules.js";

const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  GB: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  IE: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
  US: /^\d{5}(-\d{4})?$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  FR: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
  LU: /^(L-)?\d{4}$/i,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  GR: /^\d{3} ?\d{2}$/,
};
/** Many Irish addresses have no Eircode. */
const POSTCODE_OPTIONAL: ReadonlySet<string> = new Set(["IE"]);

const MAX_TEXT = 255;
const MAX_STREET_LINES = 2;

/** Magento's words (Magento\Framework\Exception\InputException). */
export const requiredField = (field: string) => `"${field}" is required. Enter and try again.`;
export const invalidValue = (field: string, value: string) =>
  `Invalid value of "${value}" provided for the ${field} field.`;

/** An address as a caller sent it, before any rule: every field loose. */
export interface AddressDraft {
  firstname?: unknown;
  lastname?: unknown;
  company?: unknown;
  street?: unknown;
  house_number?: unknown;
  city?: unknown;
  region?: unknown;
  region_id?: unknown;
  region_code?: unknown;
  postcode?: unknown;
  country_id?: unknown;
  telephone?: unknown;
  customer_address_id?: number | null;
  save_in_address_book?: unknown;
  pickup_location_code?: unknown;
}

const clean = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

function text(value: unknown, field: string, required: boolean, max = MAX_TEXT): string | null {
  const t = clean(value);
  if (!t) {
    if (required) throw new ShopError(requiredField(field), "input");
    return null;
  }
  if (t.length > max) throw new ShopError(`"${field}" is too long.`, "input");
  return t;
}

/** The address as the cart keeps it, or a ShopError of kind "input" naming the first field at fault. */
export function checkedCartAddress(store: StoreView, draft: AddressDraft): CartAddress {
  const country = clean(draft.country_id).toUpperCase();
  if (!country) throw new ShopError(requiredField("country_id"), "input");
  if (!store.allowed_countries.includes(country)) throw new ShopError(invalidValue("country_id", country), "input");

  const lines = Array.isArray(draft.street) ? draft.street : draft.street === undefined ? [] : [draft.street];
  const street = lines.map(clean).filter(Boolean);
  if (!street.length) throw new ShopError(requiredField("street"), "input");
  if (street.length > MAX_STREET_LINES || street.some((line) => line.length > MAX_TEXT))
    throw new ShopError(`"street" may have at most ${MAX_STREET_LINES} lines.`, "input");
  if (!street.every(isValidStreetLine)) throw new ShopError(STREET_NOT_VALID, "input");
  for (const field of ["firstname", "lastname"] as const) {
    const name = clean(draft[field]);
    if (name && !isValidName(name)) throw new ShopError(nameNotValid(field), "input");
  }
  const city = clean(draft.city);
  if (city && !isValidStreetLine(city)) throw new ShopError(STREET_NOT_VALID, "input");

  const postcode = text(draft.postcode, "postcode", false, 20);
  const pattern = POSTCODE_PATTERNS[country];
  if (!postcode && pattern && !POSTCODE_OPTIONAL.has(country)) throw new ShopError(requiredField("postcode"), "input");
  if (postcode && pattern && !pattern.test(postcode)) throw new ShopError(invalidValue("postcode", postcode), "input");

  const region = text(draft.region, "region", false, 100);
  const regionCode = text(draft.region_code, "region_code", false, 10);
  // US addresses need their state (Magento's directory requires a region there).
  if (country === "US" && !region && !regionCode) throw new ShopError(requiredField("region"), "input");
  const regionId = Number(draft.region_id);

  const telephone = text(draft.telephone, "telephone", true, 32);
  if (telephone && !/^[+()\d\s./-]{5,32}$/.test(telephone))
    throw new ShopError(invalidValue("telephone", telephone), "input");

  return {
    firstname: text(draft.firstname, "firstname", true)!,
    lastname: text(draft.lastname, "lastname", true)!,
    company: text(draft.company, "company", false),
    street,
    house_number: text(draft.house_number, "house_number", false, 20),
    city: text(draft.city, "city", true)!,
    region: region ?? regionCode,
    region_id: Number.isInteger(regionId) && regionId > 0 ? regionId : null,
    region_code: regionCode ?? (country === "US" && region && /^[A-Z]{2}$/.test(region) ? region : null),
    postcode: postcode ? postcode.toUpperCase() : null,
    country_id: country,
    telephone,
    customer_address_id: draft.customer_address_id ?? null,
    save_in_address_book:
      draft.save_in_address_book === true || draft.save_in_address_book === 1 || draft.save_in_address_book === "1",
    pickup_location_code: text(draft.pickup_location_code, "pickup_location_code", false, 64),
  };
}

/** An address book entry as a cart address draft (Magento copies the entry's fields into the quote address). */
export function draftFromBook(entry: {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: ReadonlyArray<string | null> | null;
  house_number?: string | null;
  city?: string | null;
  region?: { region?: string | null; region_code?: string | null } | null;
  postcode?: string | null;
  country_id?: string | null;
  telephone?: string | null;
}): AddressDraft {
  return {
    firstname: entry.firstname,
    lastname: entry.lastname,
    company: entry.company,
    street: (entry.street ?? []).filter((l): l is string => typeof l === "string"),
    house_number: entry.house_number,
    city: entry.city,
    region: entry.region?.region,
    region_code: entry.region?.region_code,
    postcode: entry.postcode,
    country_id: entry.country_id,
    telephone: entry.telephone,
    customer_address_id: entry.id,
  };
}
