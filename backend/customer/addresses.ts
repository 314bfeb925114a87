// The address book (Magento's Customer module: customer_address_entity and the customer's
// default_billing / default_shipping). Rules as Magento's CustomerGraphQl keeps them: a customer
// reaches only their own addresses (anyone else's id is "not found", so ids tell nothing), the
// default billing or shipping address cannot be deleted, and a flag set on one address moves the
// default to it.
import type { Database } from "better-sqlite3";
import type { CountryCodeEnum, CustomerAddressInput, ResolversTypes } from "../generated/resolvers-types.js";
import { ShopError } from "../shared/errors.js";
import { createAddressRepository, type AddressRow } from "./repository.js";
import { sqlTime } from "./service.js";
import { isValidName, isValidStreetLine, nameNotValid, STREET_NOT_VALID } from "../shared/name-rules.js";

/** A CustomerAddress as the resolvers answer it. */
export type CustomerAddress = ResolversTypes["CustomerAddress"];

/** Magento's words for an address that is not the caller's, or not there at all. */
export const addressNotFound = (id: number) => `Could not find a address with ID "${id}"`;
export const defaultNotDeletable = (id: number, which: "billing" | "shipping") =>
  `Customer Address ${id} is set as default ${which} address and can not be deleted`;
const required = (field: string) => `"${field}" is required. Enter and try again.`;

/** Bounds on what one address may hold: generous for real addresses, short of abuse. */
const MAX_TEXT = 255;
const MAX_STREET_LINES = 2;

const clean = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : "");

function checkedText(value: string | null | undefined, field: string, isRequired: boolean): string | null {
  const text = clean(value);
  if (!text) {
    if (isRequired) throw new ShopError(required(field), "input");
    return null;
  }
  if (text.length > MAX_TEXT) throw new ShopError(`"${field}" is too long.`, "input");
  return text;
}

export function createAddressBook(db: Database) {
  const addresses = createAddressRepository(db);

  const defaultsOf = (customerId: number) =>
    addresses.defaults(customerId) ?? { default_billing: null, default_shipping: null };

  const rowOf = (customerId: number, id: number): AddressRow => {
    const row = addresses.one(customerId, id);
    if (!row) throw new ShopError(addressNotFound(id), "no-such-entity");
    return row;
  };

  const view = (row: AddressRow, d = defaultsOf(row.customer_id)): CustomerAddress => {
    let street: string[] = [];
    try {
      const parsed = JSON.parse(row.street) as unknown;
      if (Array.isArray(parsed)) street = parsed.filter((line): line is string => typeof line === "string");
    } catch {
      street = [row.street];
    }
    return {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      company: row.company,
      street,
      house_number: row.house_number,
      city: row.city,
      region: { region: row.region, region_code: row.region_code, region_id: null },
      region_id: null,
      postcode: row.postcode,
      country_code: row.country_id as CountryCodeEnum,
      country_id: row.country_id,
      telephone: row.telephone,
      default_billing: d.default_billing === row.id,
      default_shipping: d.default_shipping === row.id,
      custom_attributesV2: [],
    };
  };

  /** The stored fields of an input; for an update, `base` supplies what the input leaves out. */
  const fieldsOf = (input: CustomerAddressInput, base?: AddressRow) => {
    const pick = <K extends keyof CustomerAddressInput>(key: K, fallback: string | null | undefined) =>
      input[key] === undefined ? fallback : (input[key] as string | null);
    const streetInput = input.street === undefined || input.street === null ? undefined : input.street;
    const street = streetInput
      ? streetInput.map((line) => clean(line)).filter(Boolean)
      : base
        ? (JSON.parse(base.street) as string[])
        : [];
    if (!street.length) throw new ShopError(required("street"), "input");
    if (street.length > MAX_STREET_LINES || street.some((line) => line.length > MAX_TEXT))
      throw new ShopError(`"street" may have at most ${MAX_STREET_LINES} lines.`, "input");
    if (streetInput && !street.every(isValidStreetLine)) throw new ShopError(STREET_NOT_VALID, "input");
    for (const field of ["firstname", "lastname"] as const) {
      const name = clean(input[field]);
      if (name && !isValidName(name)) throw new ShopError(nameNotValid(field), "input");
    }
    const city = clean(input.city);
    if (city && !isValidStreetLine(city)) throw new ShopError(STREET_NOT_VALID, "input");
    const country = clean(input.country_code ?? input.country_id ?? base?.country_id).toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) throw new ShopError(required("country_id"), "input");
    const region = input.region === undefined ? undefined : input.region;
    return {
      firstname: checkedText(pick("firstname", base?.firstname), "firstname", true)!,
      lastname: checkedText(pick("lastname", base?.lastname), "lastname", true)!,
      company: checkedText(pick("company", base?.company), "company", false),
      street: JSON.stringify(street),
      house_number: checkedText(pick("house_number", base?.house_number), "house_number", false),
      city: checkedText(pick("city", base?.city), "city", true)!,
      region: checkedText(region === undefined ? base?.region : region?.region, "region", false),
      region_code: checkedText(region === undefined ? base?.region_code : region?.region_code, "region_code", false),
      postcode: checkedText(pick("postcode", base?.postcode), "postcode", false),
      country_id: country,
      telephone: checkedText(pick("telephone", base?.telephone), "telephone", true),
    };
  };

  /** Moves (or, for a flag set to false on the current default, clears) the customer's defaults. */
  const applyDefaults = (customerId: number, id: number, input: CustomerAddressInput, now: string) => {
    const d = defaultsOf(customerId);
    if (input.default_billing === true) addresses.setDefaultBilling(customerId, id, now);
    else if (input.default_billing === false && d.default_billing === id)
      addresses.setDefaultBilling(customerId, null, now);
    if (input.default_shipping === true) addresses.setDefaultShipping(customerId, id, now);
    else if (input.default_shipping === false && d.default_shipping === id)
      addresses.setDefaultShipping(customerId, null, now);
  };

  const getOne = (customerId: number, id: number): CustomerAddress => view(rowOf(customerId, id));

  return {
    /** The customer's addresses, oldest first. */
    list(customerId: number): CustomerAddress[] {
      const d = defaultsOf(customerId);
      return addresses.list(customerId).map((row) => view(row, d));
    },

    get: getOne,

    create(customerId: number, input: CustomerAddressInput, now = new Date()): CustomerAddress {
      const fields = fieldsOf(input);
      return db.transaction(() => {
        const id = addresses.insert({ ...fields, customer_id: customerId, created_at: sqlTime(now) });
        applyDefaults(customerId, id, input, sqlTime(now));
        return getOne(customerId, id);
      })();
    },

    update(customerId: number, id: number, input: CustomerAddressInput, now = new Date()): CustomerAddress {
      const base = rowOf(customerId, id);
      const fields = fieldsOf(input, base);
      return db.transaction(() => {
        addresses.update({ ...fields, id, customer_id: customerId });
        applyDefaults(customerId, id, input, sqlTime(now));
        return getOne(customerId, id);
      })();
    },

    delete(customerId: number, id: number): boolean {
      rowOf(customerId, id);
      const d = defaultsOf(customerId);
      if (d.default_billing === id) throw new ShopError(defaultNotDeletable(id, "billing"), "input");
      if (d.default_shipping === id) throw new ShopError(defaultNotDeletable(id, "shipping"), "input");
      addresses.remove(customerId, id);
      return true;
    },
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
