// The checkout as steps and components see it: the cart's email, its full
// shipping and billing addresses, the methods the estimate offers for the shipping address and the
// chosen one. No Magento nullability past here. Types and pure functions only (components import it).
import type { Money } from "~/commerce/money";
import { postalAddressLines } from "~/commerce/postal-address";
import type { CheckoutStepName } from "~/routing/registry";

export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  houseNumber: string;
  city: string;
  /** the county, or a US state's code */
  region: string;
  regionLabel: string;
  postcode: string;
  countryCode: string;
  countryLabel: string;
  telephone: string;
  /** the address book entry it came from (a customer's), null for one typed in */
  customerAddressId: number | null;
  /** a collection point's code when collected (part B's finder) */
  pickupLocationCode: string | null;
}

export interface CheckoutShippingMethod {
  carrierCode: string;
  methodCode: string;
  /** "carrier_method", the value a form posts */
  code: string;
  title: string;
  /** the carrier, only when the title does not already name it ("" otherwise) */
  carrierTitle: string;
  amount: Money | null;
}

export interface CheckoutState {
  cartId: string;
  totalQuantity: number;
  /** the guest's email, or the signed-in customer's own */
  email: string;
  /** the full shipping address, null before the delivery step saved one */
  shipping: CheckoutAddress | null;
  /** the billing address of its own; null when it is the same as the shipping address */
  billing: CheckoutAddress | null;
  /** the methods for the shipping address (or for the basket's estimate before there is one) */
  methods: CheckoutShippingMethod[];
  selectedMethod: CheckoutShippingMethod | null;
}

export const methodCode = (carrierCode: string, methodCode: string) => `${carrierCode}_${methodCode}`;

export type { CheckoutStepName };

/** The first step the shopper has not completed yet (a signed-in customer has no email step). */
export function firstIncompleteStep(state: CheckoutState, signedIn: boolean): CheckoutStepName {
  if (!signedIn && !state.email) return "information";
  if (!state.shipping || !state.selectedMethod) return "delivery";
  return "confirm";
}

/** The address's lines as an envelope shows them in its country. */
export function checkoutAddressLines(a: CheckoutAddress): string[] {
  return postalAddressLines({
    name: `${a.firstname} ${a.lastname}`,
    company: a.company,
    street: a.street,
    houseNumber: a.houseNumber,
    city: a.city,
    region: a.regionLabel || a.region,
    postcode: a.postcode,
    countryCode: a.countryCode,
    country: a.countryLabel,
  });
}

/** What an address says on an envelope, compared without case or spacing differences. */
const envelopeKey = (a: {
  firstname: string;
  lastname: string;
  company: string;
  street: readonly string[];
  houseNumber: string;
  city: string;
  postcode: string;
  countryCode: string;
}) =>
  [a.firstname, a.lastname, a.company, a.houseNumber, ...a.street.filter(Boolean), a.city, a.postcode, a.countryCode]
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, " "))
    .join("|");

/**
 * The address book entry the cart's address came from. Magento with the extension says so
 * (customer_address_id); a stock Magento's cart address does not, so the entry that reads the same
 * is the one the customer chose.
 */
export function addressBookEntryOf<T extends Parameters<typeof envelopeKey>[0] & { id: number }>(
  address: CheckoutAddress,
  entries: readonly T[],
): number | null {
  if (address.customerAddressId) return address.customerAddressId;
  if (address.pickupLocationCode) return null;
  const key = envelopeKey(address);
  return entries.find((entry) => envelopeKey(entry) === key)?.id ?? null;
}
