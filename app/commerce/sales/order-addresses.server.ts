// A guest order's name and addresses as a new account takes them. The success page's new account
// is named and starts with them, as Magento's own "create an account from this order" does: the
// next checkout then has them ready. One read of the order gives both. The fields are Magento's core ones, so a stock Magento answers the same query.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import type { CustomerAddressInput, GuestOrderAddressesQuery } from "../generated/graphql";
import { isCollectionMethod } from "./collection-method";

export const GUEST_ORDER_ADDRESSES_QUERY = graphql(`
  query GuestOrderAddresses($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      shipping_method
      billing_address {
        ...OrderAddressFields
        region_id
      }
      shipping_address {
        ...OrderAddressFields
        region_id
      }
    }
  }
`);

type GuestOrder = NonNullable<GuestOrderAddressesQuery["guestOrderByToken"]>;
type BookAddress = NonNullable<GuestOrder["billing_address"]>;

function toInput(a: BookAddress): CustomerAddressInput {
  const regionId = Number(a.region_id);
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    ...(a.company ? { company: a.company } : {}),
    street: a.street.filter((line): line is string => Boolean(line)),
    city: a.city,
    ...(a.region || regionId
      ? { region: { region: a.region ?? "", ...(regionId ? { region_id: regionId } : {}) } }
      : {}),
    postcode: a.postcode ?? "",
    country_code: a.country_code,
    telephone: a.telephone ?? "",
  };
}

const samePlace = (a: BookAddress, b: BookAddress) => JSON.stringify(toInput(a)) === JSON.stringify(toInput(b));

/**
 * What the new account's address book gets from the order: the billing address as the default for
 * both when the parcel went there too, or each to its own default. A collection point is not the
 * shopper's address: the billing address is then their default delivery address as well.
 */
export function addressBookFromOrder(order: GuestOrder): CustomerAddressInput[] {
  const billing = order.billing_address ?? null;
  const shipping = isCollectionMethod(order.shipping_method ?? null) ? null : (order.shipping_address ?? null);
  if (billing && shipping && !samePlace(billing, shipping))
    return [
      { ...toInput(billing), default_billing: true, default_shipping: false },
      { ...toInput(shipping), default_billing: false, default_shipping: true },
    ];
  const one = billing ?? shipping;
  return one ? [{ ...toInput(one), default_billing: true, default_shipping: true }] : [];
}

/** Who placed a guest order, as its billing address (else its delivery address) names them. */
export interface GuestOrderPeople {
  firstname: string;
  lastname: string;
  /** the addresses for the new account's address book (addressBookFromOrder) */
  addresses: CustomerAddressInput[];
}

/**
 * Read while the order is still the guest's: its token opens it. Null when the backend no longer
 * answers it (a token that opens nothing).
 */
export async function guestOrderPeople(
  ctx: CommerceRequestContext,
  guestToken: string,
): Promise<GuestOrderPeople | null> {
  try {
    const { data } = await commerceRequest(ctx, GUEST_ORDER_ADDRESSES_QUERY, { token: guestToken });
    const order = data.guestOrderByToken;
    if (!order) return null;
    const named = order.billing_address ?? order.shipping_address;
    return {
      firstname: named?.firstname ?? "",
      lastname: named?.lastname ?? "",
      addresses: addressBookFromOrder(order),
    };
  } catch (error) {
    if (isCommerceError(error) && error.kind === "graphql") return null;
    throw error;
  }
}
