// The delivery step's intents and choices, without Zod: what the browser loads (the schemas are in checkout-delivery.ts).
import { COUNTRY_INTENT } from "~/forms/address.fields";

/** The step's submit buttons (values are data, not text). */
export const DeliveryIntent = {
  /** keep the address on the cart and list the methods for it */
  address: "address",
  /** save address and method (shipping-information) and go on to review and pay */
  continue: "continue",
  /** without JavaScript: lay the address fields out again for another country, the input kept */
  country: COUNTRY_INTENT,
} as const;

/** The address choice of a customer that means "the fields below", not an address book entry. */
export const NEW_ADDRESS = "new";

/** Which schema a post is for: an address book id, or the fields. */
export const usesAddressBook = (formData: FormData) => {
  const id = formData.get("addressId");
  return typeof id === "string" && id !== "" && id !== NEW_ADDRESS;
};
