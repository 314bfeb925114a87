// The address book's actions: add, edit, set default, delete. Each parses the
// form with the country's schema (forms/address.ts), answers errors next to the fields with the input
// kept (400), and ends a change with a message and a 303 to the address book. An address that is not
// the customer's is "not found" (the backend never tells ids apart).
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { data, redirect } from "@remix-run/node";
import type { ShopRequest } from "~/commerce/context.server";
import {
  addressBook,
  createAddress,
  deleteAddress,
  isAddressNotFound,
  isDefaultAddressRefusal,
  setDefaultAddress,
  updateAddress,
  type AddressInput,
} from "~/commerce/customer/addresses.server";
import type { AddressView } from "~/commerce/customer/address";
import { isSignedOut } from "~/commerce/customer/account.server";
import { isCommerceError } from "~/commerce/errors";
import type { ShopTranslator } from "~/i18n/translator.server";
import { paths } from "~/routing/paths";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import {
  addressBookSchema,
  COUNTRY_INTENT,
  SET_DEFAULT_BILLING,
  postedCountry,
  SetDefaultAddressSchema,
  usesHouseNumber,
  US_STATES,
  type AddressBookSubmission,
} from "~/forms/address";
import { parseSubmission } from "~/forms/parse-submission";

type Shop = ShopRequest & ShopTranslator;

/** The page's address id, or a 404 for one that is not a number. */
export function addressIdOf(params: { addressId?: string }): number {
  const id = Number(params.addressId);
  if (!Number.isInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  return id;
}

/** The customer's own address of that id, or a 404. */
export async function ownAddress(shop: Shop, id: number): Promise<{ address: AddressView; countries: string[] }> {
  const book = await addressBook(shop.commerce);
  const address = book.addresses.find((a) => a.id === id);
  if (!address) throw new Response(null, { status: 404 });
  return { address, countries: book.allowedCountries };
}

function toAddressInput(value: AddressBookSubmission): AddressInput {
  const phone = parsePhoneNumberFromString(value.telephone, value.country as CountryCode);
  const isState = value.country === "US" && value.region ? value.region in US_STATES : false;
  return {
    firstname: value.firstname,
    lastname: value.lastname,
    company: value.company ?? "",
    street: [value.street1, value.street2 ?? ""].filter(Boolean),
    houseNumber: usesHouseNumber(value.country) ? (value.houseNumber ?? "") : "",
    city: value.city,
    region: isState ? US_STATES[value.region!] : (value.region ?? ""),
    regionCode: isState ? value.region : "",
    postcode: (value.postcode ?? "").toUpperCase(),
    countryCode: value.country,
    // Kept in international form, so checkout and carriers read it the same way.
    telephone: phone?.number ?? value.telephone,
    defaultBilling: value.defaultBilling,
    defaultShipping: value.defaultShipping,
  };
}

/** Add (no id) or edit (id) an address. */
export async function saveAddressAction(request: Request, shop: Shop, id: number | null) {
  const t = shop.tFor("profile");
  const formData = await request.formData();
  const book = await addressBook(shop.commerce);
  if (id !== null && !book.addresses.some((a) => a.id === id)) throw new Response(null, { status: 404 });
  const country = postedCountry(formData, book.defaultCountry);
  const submission = parseSubmission(formData, addressBookSchema(country, book.allowedCountries));
  if (formData.get("intent") === COUNTRY_INTENT) {
    // Only lays the form out for the chosen country: the input back, no errors yet.
    const reply = submission.reply();
    return data({ result: { ...reply, status: undefined, error: {} } }, 200);
  }
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  try {
    const input = toAddressInput(submission.value);
    if (id === null) await createAddress(shop.commerce, input);
    else await updateAddress(shop.commerce, id, input);
  } catch (error) {
    if (!isCommerceError(error) || isSignedOut(error)) throw error;
    if (isAddressNotFound(error)) throw new Response(null, { status: 404 });
    // The backend's own words for an address it refuses; "try again" for one that is away.
    const message = error.kind === "graphql" ? error.messages.join(" ") : shop.t("errors.network");
    return data({ result: submission.reply({ formErrors: [message] }) }, error.kind === "graphql" ? 400 : 503);
  }
  queueMessages(shop.session, createMessage("success", t("addresses.saved"), "account"));
  return redirect(paths.account.addresses(shop.storeView), 303);
}

/** "Set as default billing / delivery" from the address book. */
export async function setDefaultAction(request: Request, shop: Shop) {
  const t = shop.tFor("profile");
  const submission = parseSubmission(await request.formData(), SetDefaultAddressSchema);
  if (submission.status !== "success") throw new Response(null, { status: 400 });
  const { intent, addressId } = submission.value;
  try {
    await setDefaultAddress(shop.commerce, addressId, intent === SET_DEFAULT_BILLING ? "billing" : "shipping");
    queueMessages(
      shop.session,
      createMessage(
        "success",
        t(intent === SET_DEFAULT_BILLING ? "addresses.defaultBillingSet" : "addresses.defaultShippingSet"),
        "account",
      ),
    );
  } catch (error) {
    if (!isCommerceError(error) || isSignedOut(error)) throw error;
    const text = isAddressNotFound(error) ? t("addresses.notFound") : shop.t("errors.network");
    queueMessages(shop.session, createMessage("error", text, "account"));
  }
  return redirect(paths.account.addresses(shop.storeView), 303);
}

/** The confirmed delete. A default address is refused with the reason on the same page. */
export async function deleteAddressAction(shop: Shop, id: number) {
  const t = shop.tFor("profile");
  try {
    await deleteAddress(shop.commerce, id);
  } catch (error) {
    if (!isCommerceError(error) || isSignedOut(error)) throw error;
    if (isAddressNotFound(error)) throw new Response(null, { status: 404 });
    const message = isDefaultAddressRefusal(error) ? t("addresses.defaultNotDeletable") : shop.t("errors.network");
    return data({ error: message }, isDefaultAddressRefusal(error) ? 400 : 503);
  }
  queueMessages(shop.session, createMessage("success", t("addresses.deleted"), "account"));
  return redirect(paths.account.addresses(shop.storeView), 303);
}
