// The checkout's delivery step: a delivery address (an address book entry of a
// customer, or one typed into the shared address fields, app/forms/address.ts) and a shipping
// method. Without JavaScript the address is saved first (the page then lists the methods for it),
// then a method is chosen and the step continues. Error keys: `profile` address.errors for the
// address fields, `checkout` errors.* for the method.
import * as z from "zod/mini";
import { addressFieldsShape, keptAddressFields } from "~/forms/address";
import { DeliveryIntent, NEW_ADDRESS } from "./delivery.fields";
export { DeliveryIntent, NEW_ADDRESS, usesAddressBook } from "./delivery.fields";

const intent = z._default(
  z.enum([DeliveryIntent.address, DeliveryIntent.continue, DeliveryIntent.country]),
  DeliveryIntent.continue,
);
/** "carrier_method" as the estimate lists it. */
const method = z.optional(z.string().check(z.trim(), z.maxLength(80)));
const Flag = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === "on"),
);

/** A typed-in address (guests always; customers with "use a new address"). */
export function deliveryAddressSchema(country: string, allowedCountries: readonly string[]) {
  return z.object({
    ...addressFieldsShape(country, allowedCountries),
    addressId: z.optional(z.literal(NEW_ADDRESS)),
    saveInBook: Flag,
    method,
    intent,
  });
}

/** A customer's address book entry (the new address's fields, unused, come back as typed). */
export const DeliveryBookSchema = z.object({
  ...keptAddressFields(),
  addressId: z.coerce.number().check(z.int(), z.positive()),
  method,
  intent,
});
