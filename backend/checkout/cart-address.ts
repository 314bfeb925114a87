// The checkout's addresses as the cart keeps them: `carts.shipping_address` and
// `carts.billing_address` hold one JSON object each, Magento's quote address fields. The shipping
// one is also the basket's delivery estimate (shipping/service.ts reads country_id, region,
// region_id and postcode from it), so a full address is a superset of an estimate address: an
// estimate made before the delivery step has only those four fields.
//
// Owned by part A ("steps"), which writes them (shipping-information, setShippingAddressesOnCart,
// setBillingAddressOnCart); part C ("order") reads them when placing the order.
import type { CartCheckoutRow } from "./repository.js";

export interface CartAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  /** one or two lines (street address, or address lines 1 and 2) */
  street: string[];
  /** where the country writes one apart from the street (DE, AT, NL, BE, ES, IT; app/forms/address.ts) */
  house_number: string | null;
  city: string;
  region: string | null;
  region_id: number | null;
  region_code: string | null;
  postcode: string | null;
  country_id: string;
  telephone: string | null;
  /** the address book entry it was taken from (a customer's), Magento's customer_address_id */
  customer_address_id: number | null;
  /** save it in the customer's address book when the order is placed */
  save_in_address_book: boolean;
  /** a collection point's code when collected (Magento's extension_attributes.pickup_location_code) */
  pickup_location_code: string | null;
}

/** A full address has a name and a street; an estimate's country and postcode alone are not one. */
export const isFullAddress = (a: Partial<CartAddress> | null): a is CartAddress =>
  Boolean(a && a.firstname && a.lastname && a.street?.length && a.city && a.country_id);

function parse(json: string | null): Partial<CartAddress> | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === "object" ? (value as Partial<CartAddress>) : null;
  } catch {
    return null;
  }
}

export interface CartCheckoutData {
  email: string | null;
  /** the full shipping address, or null while the cart has only an estimate (or nothing) */
  shipping: CartAddress | null;
  /** the billing address; null means "the same as the shipping address" */
  billing: CartAddress | null;
  /** Magento's "carrier_method" ("flatrate_flatrate", "clickcollect_clickcollect") */
  shippingMethod: string | null;
  /** the chosen payment method: `{method, additional_data}` as set-payment-information saved it */
  payment: { method: string; additional_data?: Record<string, string> } | null;
}

/** Everything the checkout keeps on a cart, from its one row (checkout/repository.ts). */
export function cartCheckoutOf(row: CartCheckoutRow | undefined): CartCheckoutData {
  if (!row) return { email: null, shipping: null, billing: null, shippingMethod: null, payment: null };
  const shipping = parse(row.shipping_address);
  const billing = parse(row.billing_address);
  const payment = parse(row.payment_method) as CartCheckoutData["payment"] | null;
  return {
    email: row.email,
    shipping: isFullAddress(shipping) ? shipping : null,
    billing: isFullAddress(billing) ? billing : null,
    shippingMethod: row.shipping_method,
    payment: payment && typeof payment.method === "string" ? payment : null,
  };
}
