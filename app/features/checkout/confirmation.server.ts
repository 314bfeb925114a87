// What the confirm-and-pay page reads of the cart: the delivery and billing
// addresses, the chosen delivery method, the email, the payment methods the backend offers and the
// one chosen; whether the shopper must tick the terms (REST gdpr/available); and the order placed
// from a cart (the extension Query.placedCartOrder, ADR 0030).
import { postalAddressLines } from "~/commerce/postal-address";
import { commerceRequest, required, type CommerceRequestContext } from "~/commerce/client.server";
import { readInDialect } from "~/commerce/core/answers.server";
import { speaksExtensions } from "~/commerce/core/dialect.server";
import { graphql } from "~/commerce/generated";
import { CHECKOUT_CONFIRMATION_CORE_QUERY } from "./core/checkout.server";
import { CORE_ADDRESS_COUNTRIES } from "~/commerce/core/addresses.server";
import { presentItems } from "~/commerce/lists";
import { restRequest } from "~/commerce/rest.server";
import { phoneForDisplay } from "~/commerce/phone-display.server";

export const CHECKOUT_CONFIRMATION_QUERY = graphql(`
  query CheckoutConfirmation($cartId: String!) {
    storeConfig {
      allowed_countries
      default_country
    }
    cart(cart_id: $cartId) {
      email
      shipping_addresses {
        ...CheckoutAddressFields
        pickup_location_code
        selected_shipping_method {
          carrier_code
          carrier_title
          method_title
        }
      }
      billing_address {
        ...CheckoutAddressFields
      }
      available_payment_methods {
        code
        title
      }
      selected_payment_method {
        code
      }
    }
  }
`);

export const PLACED_CART_ORDER_QUERY = graphql(`
  query PlacedCartOrder($cartId: String!) {
    placedCartOrder(cart_id: $cartId) {
      number
      token
    }
  }
`);

/** An address as the page shows it: the lines of a label, and its country. */
export interface AddressLines {
  name: string;
  lines: string[];
  countryCode: string;
}

export interface PaymentMethodOption {
  code: string;
  title: string;
}

export interface CheckoutConfirmation {
  email: string | null;
  delivery: AddressLines | null;
  /** a collection point (click and collect) rather than a home address */
  collected: boolean;
  deliveryMethod: { carrierCode: string; title: string } | null;
  /** the billing address the cart keeps, when it differs from the delivery one */
  billing: (AddressLines & { raw: BillingRaw }) | null;
  paymentMethods: PaymentMethodOption[];
  selectedPaymentMethod: string | null;
  /** the store's countries, for a billing address */
  allowedCountries: string[];
  defaultCountry: string;
}

/** The cart's billing address as the form's defaults need it. */
export interface BillingRaw {
  firstname: string;
  lastname: string;
  company: string;
  street1: string;
  street2: string;
  houseNumber: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  telephone: string;
}

interface AddressLike {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: ReadonlyArray<string | null> | null;
  house_number?: string | null;
  city?: string | null;
  postcode?: string | null;
  region?: { label?: string | null } | null;
  country?: { code?: string | null; label?: string | null } | null;
  telephone?: string | null;
}

function addressLines(a: AddressLike): AddressLines {
  const lines = postalAddressLines({
    company: a.company,
    street: presentItems(a.street),
    houseNumber: a.house_number,
    city: a.city,
    region: a.region?.label,
    postcode: a.postcode,
    countryCode: a.country?.code,
    country: a.country?.label || a.country?.code,
    telephone: phoneForDisplay(a.telephone, a.country?.code),
  });
  return {
    name: [a.firstname, a.lastname].filter(Boolean).join(" "),
    lines,
    countryCode: a.country?.code ?? "",
  };
}

const sameAddress = (a: AddressLike, b: AddressLike | null) =>
  b !== null &&
  [a.firstname, a.lastname, a.company ?? "", a.city, a.postcode ?? "", a.country?.code, a.house_number ?? ""].join(
    "|",
  ) ===
    [b.firstname, b.lastname, b.company ?? "", b.city, b.postcode ?? "", b.country?.code, b.house_number ?? ""].join(
      "|",
    ) &&
  presentItems(a.street).join("|") === presentItems(b.street).join("|");

export async function checkoutConfirmation(ctx: CommerceRequestContext, cartId: string): Promise<CheckoutConfirmation> {
  const { data } = await readInDialect(ctx, CHECKOUT_CONFIRMATION_QUERY, CHECKOUT_CONFIRMATION_CORE_QUERY, { cartId });
  const cart = required(data.cart, "cart");
  const shipping = presentItems(cart.shipping_addresses)[0];
  const full = shipping && shipping.firstname && presentItems(shipping.street).length ? shipping : null;
  const method = shipping?.selected_shipping_method;
  const b = cart.billing_address;
  const street = presentItems(b?.street);
  const defaultCountry = data.storeConfig?.default_country ?? "GB";
  const listed = presentItems(data.storeConfig?.allowed_countries);
  // Stock Magento's storeConfig names no allowed countries (an extension field): a billing address
  // may then be in any of the shop's markets, as in the address book, the store's own first.
  const allowedCountries = listed.length
    ? listed
    : [defaultCountry, ...CORE_ADDRESS_COUNTRIES.filter((c) => c !== defaultCountry)];
  return {
    email: cart.email ?? null,
    delivery: full ? addressLines(full) : null,
    collected: Boolean(full?.pickup_location_code),
    deliveryMethod: method
      ? {
          carrierCode: method.carrier_code,
          title: method.method_title || method.carrier_title || "",
        }
      : null,
    // Magento answers the delivery address as the billing one until another is set: that is "the same".
    billing:
      b && b.firstname && street.length && !sameAddress(b, full)
        ? {
            ...addressLines(b),
            raw: {
              firstname: b.firstname ?? "",
              lastname: b.lastname ?? "",
              company: b.company ?? "",
              street1: street[0] ?? "",
              street2: street[1] ?? "",
              houseNumber: b.house_number ?? "",
              city: b.city ?? "",
              region: b.region?.code || b.region?.label || "",
              postcode: b.postcode ?? "",
              country: b.country?.code ?? "",
              telephone: phoneForDisplay(b.telephone, b.country?.code),
            },
          }
        : null,
    paymentMethods: presentItems(cart.available_payment_methods).map((m) => ({ code: m.code, title: m.title })),
    selectedPaymentMethod: cart.selected_payment_method?.code || null,
    allowedCountries,
    defaultCountry,
  };
}

/** Must the shopper consent to the terms before ordering (REST /V1/gdpr/available)? */
export async function termsConsentRequired(ctx: CommerceRequestContext): Promise<boolean> {
  // Stock Magento has no gdpr/available path: the shop then always asks for the terms.
  if (!(await speaksExtensions(ctx))) return true;
  return (await restRequest<unknown>(ctx, "GET", "gdpr/available")) === true;
}

/** The order placed from this cart: its number and, for a guest's order, its token. */
export async function placedCartOrder(
  ctx: CommerceRequestContext,
  cartId: string,
): Promise<{ number: string; token: string | null } | null> {
  // A stock Magento keeps no link from a cart to its order: only placeOrder's answer names it.
  if (!(await speaksExtensions(ctx))) return null;
  const { data } = await commerceRequest(ctx, PLACED_CART_ORDER_QUERY, { cartId });
  return data.placedCartOrder ?? null;
}
