// Click and collect: the collection points near a town or postcode (the shop's
// REST clickcollect/location), and choosing one, which makes the point's address the delivery
// address with the `clickcollect` carrier (Magento's REST shipping-information, guest or mine, with
// extension_attributes.pickup_location_code as MSI's in-store pickup sends it).
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import { phoneForDisplay } from "~/commerce/phone-display.server";
import { restRequest } from "~/commerce/rest.server";
import {
  toCollectionPoint,
  type CollectionPointView,
  type CollectorDefaults,
  type RestCollectionPoint,
} from "./collection-points";

export const CLICK_AND_COLLECT_CARRIER = "clickcollect";

/** The store country's points nearest to the search, nearest first; none for a place the backend does not know. */
export async function findCollectionPoints(
  ctx: CommerceRequestContext,
  search: string,
): Promise<CollectionPointView[]> {
  const answer = await restRequest<unknown>(ctx, "GET", `clickcollect/location?search=${encodeURIComponent(search)}`);
  return Array.isArray(answer) ? (answer as RestCollectionPoint[]).map(toCollectionPoint) : [];
}

const FINDER_CART_QUERY = graphql(`
  query CollectFinderCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      shipping_addresses {
        firstname
        lastname
        telephone
        postcode
        pickup_location_code
        selected_shipping_method {
          carrier_code
        }
      }
    }
  }
`);

const FINDER_CUSTOMER_QUERY = graphql(`
  query CollectFinderCustomer {
    customer {
      firstname
      lastname
      mobile_number
    }
  }
`);

export interface FinderBasket {
  /** the postcode the basket's estimate or the delivery step left, to search near it first */
  postcode: string | null;
  /** the collector of a point chosen before, else the delivery address's names */
  collector: CollectorDefaults | null;
  /** the code of the point chosen before, while click and collect is the chosen delivery */
  chosenCode: string | null;
}

/**
 * What the cart already says: its postcode, and the collector and point if one was chosen before.
 * The collector's number as the shopper of the store's `country` writes it (it is kept international).
 */
export async function finderBasket(
  ctx: CommerceRequestContext,
  cartId: string,
  country: string,
): Promise<FinderBasket> {
  const { data } = await commerceRequest(ctx, FINDER_CART_QUERY, { cartId });
  const address = data.cart?.shipping_addresses?.[0] ?? null;
  if (!address) return { postcode: null, collector: null, chosenCode: null };
  const named = Boolean(address.firstname && address.lastname);
  const collected = address.selected_shipping_method?.carrier_code === CLICK_AND_COLLECT_CARRIER;
  return {
    postcode: address.postcode || null,
    collector: named
      ? {
          firstname: address.firstname,
          lastname: address.lastname,
          telephone: phoneForDisplay(address.telephone, country),
        }
      : null,
    chosenCode: collected ? (address.pickup_location_code ?? null) : null,
  };
}

/** A signed-in customer's name and mobile number (as written in the store's `country`), for the collector's fields. */
export async function customerCollector(
  ctx: CommerceRequestContext,
  country: string,
): Promise<CollectorDefaults | null> {
  const { data } = await commerceRequest(ctx, FINDER_CUSTOMER_QUERY);
  const c = data.customer;
  return c
    ? {
        firstname: c.firstname ?? "",
        lastname: c.lastname ?? "",
        telephone: phoneForDisplay(c.mobile_number, country),
      }
    : null;
}

/**
 * Saves the point as the delivery address with the click-and-collect carrier: the collector's name
 * and mobile number (international form), the point's name as the company line, its street, town,
 * postcode and country, and its code. Guests by the cart id, customers by their token ("mine").
 */
export async function collectAt(
  ctx: CommerceRequestContext,
  cartId: string,
  point: CollectionPointView,
  collector: CollectorDefaults,
): Promise<void> {
  const phone = parsePhoneNumberFromString(collector.telephone, point.countryId as CountryCode);
  const path = ctx.customerToken
    ? "carts/mine/shipping-information"
    : `guest-carts/${encodeURIComponent(cartId)}/shipping-information`;
  await restRequest<unknown>(ctx, "POST", path, {
    addressInformation: {
      shipping_address: {
        firstname: collector.firstname,
        lastname: collector.lastname,
        company: point.name,
        street: [point.street],
        city: point.city,
        postcode: point.postcode,
        country_id: point.countryId,
        ...(point.region ? { region: point.region.name, region_code: point.region.code } : {}),
        telephone: phone?.number ?? collector.telephone,
        save_in_address_book: 0,
        extension_attributes: { pickup_location_code: point.code },
      },
      shipping_carrier_code: CLICK_AND_COLLECT_CARRIER,
      shipping_method_code: CLICK_AND_COLLECT_CARRIER,
    },
  });
}
