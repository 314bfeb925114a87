// The checkout's backend calls for the information and delivery steps: the
// cart's checkout state (GraphQL), isEmailAvailable and shipping-information (REST, SPEC §7),
// setGuestEmailOnCart and setShippingAddressesOnCart (GraphQL). Guests' REST paths carry the masked
// cart id, a customer's are "mine" (the token goes with every call of a signed-in session).
import { deliveryMethodName } from "~/commerce/delivery-method-name";
import { commerceRequest, required, type CommerceRequestContext } from "~/commerce/client.server";
import { readInDialect } from "~/commerce/core/answers.server";
import { speaksExtensions } from "~/commerce/core/dialect.server";
import { houseNumberFromStreet, streetWithHouseNumber } from "~/commerce/core/street-lines";
import { graphql } from "~/commerce/generated";
import { CHECKOUT_STATE_CORE_QUERY } from "./core/checkout.server";
import type { CheckoutStateQuery, CountryCodeEnum } from "~/commerce/generated/graphql";
import { presentItems } from "~/commerce/lists";
import { toMoney } from "~/commerce/money";
import { restRequest } from "~/commerce/rest.server";
import { methodCode, type CheckoutAddress, type CheckoutShippingMethod, type CheckoutState } from "./state";

export const CHECKOUT_STATE_QUERY = graphql(`
  query CheckoutState($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      email
      shipping_addresses {
        ...CheckoutAddressFields
        pickup_location_code
        available_shipping_methods {
          carrier_code
          method_code
          carrier_title
          method_title
          amount {
            value
            currency
          }
        }
        selected_shipping_method {
          carrier_code
          method_code
          carrier_title
          method_title
          amount {
            value
            currency
          }
        }
      }
      billing_address {
        ...CheckoutAddressFields
      }
    }
  }
`);

export const SET_GUEST_EMAIL_MUTATION = graphql(`
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
        email
      }
    }
  }
`);

export const SET_SHIPPING_ADDRESS_MUTATION = graphql(`
  mutation SetCheckoutShippingAddress($cartId: String!, $address: ShippingAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$address] }) {
      cart {
        id
      }
    }
  }
`);

type MagentoCart = NonNullable<CheckoutStateQuery["cart"]>;
type MagentoAddress = NonNullable<MagentoCart["billing_address"]> & {
  pickup_location_code?: string | null;
};
type MagentoMethod = {
  carrier_code: string;
  method_code: string | null;
  carrier_title?: string | null;
  method_title?: string | null;
  amount?: { value?: number | null; currency?: string | null } | null;
};

function toAddress(a: MagentoAddress | null | undefined): CheckoutAddress | null {
  const street = presentItems(a?.street).filter(Boolean);
  // The basket's estimate keeps only a country and postcode: not an address yet.
  if (!a || !a.firstname || !street.length) return null;
  return {
    firstname: a.firstname,
    lastname: a.lastname ?? "",
    company: a.company ?? "",
    ...(a.house_number ? { street, houseNumber: a.house_number } : houseNumberFromStreet(street, a.country.code)),
    city: a.city ?? "",
    region: a.region?.code ?? a.region?.label ?? "",
    regionLabel: a.region?.label ?? "",
    postcode: a.postcode ?? "",
    countryCode: a.country.code,
    countryLabel: a.country.label,
    telephone: a.telephone ?? "",
    customerAddressId: a.customer_address_id ?? null,
    pickupLocationCode: a.pickup_location_code ?? null,
  };
}

const toMethod = (m: MagentoMethod): CheckoutShippingMethod => ({
  carrierCode: m.carrier_code,
  methodCode: m.method_code ?? m.carrier_code,
  code: methodCode(m.carrier_code, m.method_code ?? m.carrier_code),
  title: deliveryMethodName(m.carrier_title, m.method_title).title || m.carrier_code,
  carrierTitle: deliveryMethodName(m.carrier_title, m.method_title).carrier ?? "",
  amount: toMoney(m.amount),
});

export function toCheckoutState(cart: MagentoCart): CheckoutState {
  const shippingAddress = presentItems(cart.shipping_addresses)[0];
  const shipping = toAddress(shippingAddress);
  const billing = toAddress(cart.billing_address);
  const selected = shippingAddress?.selected_shipping_method;
  return {
    cartId: cart.id,
    totalQuantity: cart.total_quantity ?? 0,
    email: cart.email ?? "",
    shipping,
    // The backend answers the shipping address as billing when billing is "the same".
    billing: billing && shipping && sameAddress(billing, shipping) ? null : billing,
    methods: presentItems(shippingAddress?.available_shipping_methods).map(toMethod),
    selectedMethod: selected ? toMethod(selected) : null,
  };
}

const sameAddress = (a: CheckoutAddress, b: CheckoutAddress) =>
  JSON.stringify({ ...a, customerAddressId: null, pickupLocationCode: null }) ===
  JSON.stringify({ ...b, customerAddressId: null, pickupLocationCode: null });

/** The cart's checkout state (other parts reuse it: review, collect, payment return). */
export async function readCheckoutState(ctx: CommerceRequestContext, cartId: string): Promise<CheckoutState> {
  const { data } = await readInDialect(ctx, CHECKOUT_STATE_QUERY, CHECKOUT_STATE_CORE_QUERY, { cartId });
  return toCheckoutState(required(data.cart, "cart"));
}

const ESTIMATE_DELIVERY_METHODS_MUTATION = graphql(`
  mutation EstimateDeliveryMethods($input: EstimateTotalsInput!) {
    estimateShippingMethods(input: $input) {
      carrier_code
      carrier_title
      method_code
      method_title
      available
      amount {
        value
        currency
      }
    }
  }
`);

/**
 * The methods an address would be offered, asked with Magento's estimateShippingMethods, which
 * leaves the cart as it was: a page (a GET) may list them before the shopper has saved anything.
 */
export async function estimateDeliveryMethods(
  ctx: CommerceRequestContext,
  cartId: string,
  address: { countryCode: string; region: string; regionCode: string; postcode: string },
): Promise<CheckoutShippingMethod[]> {
  const region = address.regionCode
    ? { region_code: address.regionCode }
    : address.region
      ? { region: address.region }
      : null;
  const { data } = await commerceRequest(ctx, ESTIMATE_DELIVERY_METHODS_MUTATION, {
    input: {
      cart_id: cartId,
      address: {
        country_code: address.countryCode as CountryCodeEnum,
        region,
        postcode: address.postcode || null,
      },
    },
  });
  return presentItems(data.estimateShippingMethods)
    .filter((m) => m.available)
    .map(toMethod);
}

/** Magento's isEmailAvailable (REST): true when no account uses the address. */
export async function isEmailAvailable(ctx: CommerceRequestContext, email: string): Promise<boolean> {
  const answer = await restRequest<unknown>(ctx, "POST", "customers/isEmailAvailable", { customerEmail: email });
  return answer !== false;
}

export async function setGuestEmail(ctx: CommerceRequestContext, cartId: string, email: string): Promise<void> {
  await commerceRequest(ctx, SET_GUEST_EMAIL_MUTATION, { cartId, email });
}

/** What the delivery form posts as an address (typed in, or an address book entry). */
export interface DeliveryAddressInput {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  houseNumber: string;
  city: string;
  region: string;
  postcode: string;
  countryCode: string;
  telephone: string;
  customerAddressId: number | null;
  saveInAddressBook: boolean;
}

/** Keeps the address on the cart (without a method yet): the page then lists the methods for it. */
export async function setShippingAddress(
  ctx: CommerceRequestContext,
  cartId: string,
  address: DeliveryAddressInput,
): Promise<void> {
  // Stock Magento's address input has no house number (an extension field): it ends the first street line.
  const extended = await speaksExtensions(ctx);
  const street = extended ? address.street : streetWithHouseNumber(address.street, address.houseNumber);
  const input = address.customerAddressId
    ? { customer_address_id: address.customerAddressId }
    : {
        address: {
          firstname: address.firstname,
          lastname: address.lastname,
          company: address.company || null,
          street,
          ...(extended ? { house_number: address.houseNumber || null } : {}),
          city: address.city,
          region: address.region || null,
          postcode: address.postcode || null,
          country_code: address.countryCode,
          telephone: address.telephone,
          save_in_address_book: address.saveInAddressBook,
        },
      };
  await commerceRequest(ctx, SET_SHIPPING_ADDRESS_MUTATION, { cartId, address: input });
}

/**
 * A quote address object of REST-FACTS: the house number as the extension's attribute, or on a stock
 * Magento (which would drop that attribute) at the end of the first street line.
 */
function restAddress(a: CheckoutAddress | DeliveryAddressInput, extended: boolean) {
  const isInput = "saveInAddressBook" in a;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company || undefined,
    street: extended ? a.street : streetWithHouseNumber(a.street, a.houseNumber),
    city: a.city,
    region: a.region || undefined,
    postcode: a.postcode || undefined,
    country_id: a.countryCode,
    telephone: a.telephone,
    ...(a.customerAddressId ? { customer_address_id: a.customerAddressId } : {}),
    ...(isInput ? { save_in_address_book: a.saveInAddressBook ? 1 : 0 } : {}),
    extension_attributes: {
      ...(extended && a.houseNumber ? { house_number: a.houseNumber } : {}),
      ...(!isInput && a.pickupLocationCode ? { pickup_location_code: a.pickupLocationCode } : {}),
    },
  };
}

/** What shipping-information answers (REST-FACTS §2): the payment methods offered and the totals. */
export interface PaymentDetails {
  payment_methods: Array<{ code: string; title: string }>;
  totals: { grand_total: number; quote_currency_code: string; [key: string]: unknown };
}

/**
 * Magento's shipping-information: the shipping address with the chosen method (and the billing
 * address, the same as shipping when left out), guest path by the masked cart id or "mine".
 */
export async function saveShippingInformation(
  ctx: CommerceRequestContext,
  cartId: string,
  shipping: CheckoutAddress | DeliveryAddressInput,
  method: { carrierCode: string; methodCode: string },
  billing?: CheckoutAddress | null,
): Promise<PaymentDetails> {
  const path = ctx.customerToken
    ? "carts/mine/shipping-information"
    : `guest-carts/${encodeURIComponent(cartId)}/shipping-information`;
  const extended = await speaksExtensions(ctx);
  return restRequest<PaymentDetails>(ctx, "POST", path, {
    addressInformation: {
      shipping_address: restAddress(shipping, extended),
      ...(billing ? { billing_address: restAddress(billing, extended) } : {}),
      shipping_carrier_code: method.carrierCode,
      shipping_method_code: method.methodCode,
    },
  });
}
