// The signed-in customer's address book (Magento's Customer.addresses and the address mutations),
// with the store's allowed countries for the address form.
import { commerceRequest, required, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import type { CountryCodeEnum, CustomerAddressInput } from "../generated/graphql";
import type { AddressView } from "./address";
import { ADDRESS_BOOK_CORE_QUERY, CORE_ADDRESS_COUNTRIES } from "../core/addresses.server";
import { speaksExtensions } from "../core/dialect.server";
import { phoneForDisplay } from "../phone-display.server";
import { houseNumberFromStreet, streetWithHouseNumber } from "../core/street-lines";

export const ADDRESS_BOOK_QUERY = graphql(`
  query AddressBook {
    storeConfig {
      allowed_countries
      default_country
    }
    customer {
      firstname
      lastname
      addresses {
        id
        firstname
        lastname
        company
        street
        house_number
        city
        region {
          region
          region_code
        }
        postcode
        country_code
        telephone
        default_billing
        default_shipping
      }
    }
  }
`);

export const CREATE_ADDRESS_MUTATION = graphql(`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      id
    }
  }
`);

export const UPDATE_ADDRESS_MUTATION = graphql(`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_ADDRESS_MUTATION = graphql(`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);

export interface AddressBook {
  /** the customer's name, a new address's first guess */
  firstname: string;
  lastname: string;
  addresses: AddressView[];
  allowedCountries: string[];
  defaultCountry: string;
}

/** The address book, the defaults first (billing, then shipping), then the others oldest first. */
async function readAddressBook(ctx: CommerceRequestContext, extensions: boolean) {
  if (extensions) return (await commerceRequest(ctx, ADDRESS_BOOK_QUERY)).data;
  const { data } = await commerceRequest(ctx, ADDRESS_BOOK_CORE_QUERY);
  const defaultCountry = data.storeConfig?.default_country ?? "GB";
  const allowed = [defaultCountry, ...CORE_ADDRESS_COUNTRIES.filter((c) => c !== defaultCountry)];
  return {
    storeConfig: { default_country: defaultCountry, allowed_countries: allowed },
    customer: data.customer && {
      ...data.customer,
      addresses: data.customer.addresses?.map((a) => a && { ...a, house_number: null }) ?? null,
    },
  };
}

/** The street lines and the house number: from a stock Magento, the number is in the first line. */
function streetAndHouseNumber(a: {
  street?: ReadonlyArray<string | null> | null;
  house_number?: string | null;
  country_code?: string | null;
}): { street: string[]; houseNumber: string } {
  const street = (a.street ?? []).filter((line): line is string => Boolean(line));
  return a.house_number ? { street, houseNumber: a.house_number } : houseNumberFromStreet(street, a.country_code);
}

/** A stock Magento is asked the core twin (no house number; the shop's markets as the countries). */
export async function addressBook(ctx: CommerceRequestContext): Promise<AddressBook> {
  const data = await readAddressBook(ctx, await speaksExtensions(ctx));
  const customer = required(data.customer, "customer");
  const addresses = (customer.addresses ?? [])
    .filter((a): a is NonNullable<typeof a> => a !== null && typeof a.id === "number")
    .map((a): AddressView => ({
      id: a.id!,
      firstname: a.firstname ?? "",
      lastname: a.lastname ?? "",
      company: a.company ?? "",
      ...streetAndHouseNumber(a),
      city: a.city ?? "",
      region: a.region?.region ?? "",
      regionCode: a.region?.region_code ?? "",
      postcode: a.postcode ?? "",
      countryCode: a.country_code ?? "",
      telephone: phoneForDisplay(a.telephone, a.country_code),
      defaultBilling: a.default_billing === true,
      defaultShipping: a.default_shipping === true,
    }));
  const rank = (a: AddressView) => (a.defaultBilling ? 0 : a.defaultShipping ? 1 : 2);
  addresses.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  const allowedCountries = (data.storeConfig?.allowed_countries ?? []).filter((c): c is string => Boolean(c));
  const defaultCountry = data.storeConfig?.default_country ?? allowedCountries[0] ?? "GB";
  return {
    firstname: customer.firstname ?? "",
    lastname: customer.lastname ?? "",
    addresses,
    allowedCountries,
    defaultCountry,
  };
}

/** What the address form posts, as Magento takes it. */
export interface AddressInput {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  houseNumber?: string;
  city: string;
  region?: string;
  regionCode?: string;
  postcode?: string;
  countryCode: string;
  telephone: string;
  defaultBilling?: boolean;
  defaultShipping?: boolean;
}

/** On a stock Magento (`extensions` false) the house number goes into the first street line. */
function toInput(address: AddressInput, extensions: boolean): CustomerAddressInput {
  const houseNumber = address.houseNumber?.trim() ?? "";
  const street = extensions ? address.street : streetWithHouseNumber(address.street, houseNumber);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? "",
    street,
    ...(extensions ? { house_number: houseNumber } : {}),
    city: address.city,
    region: { region: address.region ?? "", region_code: address.regionCode ?? "" },
    postcode: address.postcode ?? "",
    country_code: address.countryCode as CountryCodeEnum,
    telephone: address.telephone,
    default_billing: address.defaultBilling,
    default_shipping: address.defaultShipping,
  };
}

export async function createAddress(ctx: CommerceRequestContext, address: AddressInput): Promise<number> {
  const input = toInput(address, await speaksExtensions(ctx));
  const { data } = await commerceRequest(ctx, CREATE_ADDRESS_MUTATION, { input });
  return required(data.createCustomerAddress?.id, "address");
}

/**
 * Addresses ready made (a new account's, from its order), one after another so that the defaults
 * land as given. One the backend refuses is left out: the account stands without it.
 */
export async function saveAddresses(ctx: CommerceRequestContext, inputs: CustomerAddressInput[]): Promise<number> {
  let saved = 0;
  for (const input of inputs) {
    try {
      await commerceRequest(ctx, CREATE_ADDRESS_MUTATION, { input });
      saved++;
    } catch (error) {
      if (!isCommerceError(error) || error.kind !== "graphql") throw error;
    }
  }
  return saved;
}

export async function updateAddress(ctx: CommerceRequestContext, id: number, address: AddressInput): Promise<void> {
  const input = toInput(address, await speaksExtensions(ctx));
  await commerceRequest(ctx, UPDATE_ADDRESS_MUTATION, { id, input });
}

/** Makes the address the default billing or shipping one (the other flag untouched). */
export async function setDefaultAddress(
  ctx: CommerceRequestContext,
  id: number,
  which: "billing" | "shipping",
): Promise<void> {
  const input: CustomerAddressInput = which === "billing" ? { default_billing: true } : { default_shipping: true };
  await commerceRequest(ctx, UPDATE_ADDRESS_MUTATION, { id, input });
}

export async function deleteAddress(ctx: CommerceRequestContext, id: number): Promise<void> {
  await commerceRequest(ctx, DELETE_ADDRESS_MUTATION, { id });
}

/** Magento's category for an address id that is not the customer's (or not there). */
export const isAddressNotFound = (error: unknown) =>
  isCommerceError(error) && error.categories.includes("graphql-no-such-entity");

/** The backend refused the delete of a default address. */
export const isDefaultAddressRefusal = (error: unknown) =>
  isCommerceError(error) && error.messages.some((m) => /is set as default (billing|shipping) address/.test(m));
