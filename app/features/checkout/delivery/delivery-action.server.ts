// The delivery step's action. "address": the address is checked with the
// country's schema and kept on the cart (setShippingAddressesOnCart); the page comes back listing the
// methods for it. "continue": address and method go to Magento's shipping-information (guest or
// mine) and the shopper goes on to review and pay. A method the new address no longer offers is
// cleared by the backend (SPEC §4): the address is kept and the shopper asked to choose again.
// A saved address the store does not deliver to is refused before the backend is asked. Every
// refusal answers 400 with the errors next to the fields and the input kept.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { data, redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { deliverySettings } from "~/features/checkout/delivery/delivery.server";
import { requireCheckoutStep, stepPath } from "~/features/checkout/progress.server";
import {
  saveShippingInformation,
  setShippingAddress,
  type DeliveryAddressInput,
} from "~/features/checkout/state.server";
import { addressBook } from "~/commerce/customer/addresses.server";
import { isCommerceError } from "~/commerce/errors";
import { checkoutRefusal } from "~/features/checkout/refusals";
import { postedCountry, US_STATES, usesHouseNumber } from "~/forms/address";
import { DeliveryBookSchema, deliveryAddressSchema, DeliveryIntent, usesAddressBook } from "./delivery";
import { parseSubmission } from "~/forms/parse-submission";

type Shop = AppLoadContext["shop"];

/** Magento's words when the method is not among the address's (ShippingInformationManagement). */
const isMethodGone = (messages: readonly string[]) =>
  messages.some((m) => m.startsWith("Carrier with such method not found"));

export async function deliveryAction(request: Request, shop: Shop) {
  const state = await requireCheckoutStep(request, shop, "delivery");
  const t = shop.tFor("checkout");
  const formData = await request.formData();
  const fromBook = Boolean(shop.commerce.customerToken) && usesAddressBook(formData);
  const settings = await deliverySettings(shop.commerce);

  let address: DeliveryAddressInput;
  let submission;
  if (fromBook) {
    submission = parseSubmission(formData, DeliveryBookSchema);
    if (formData.get("intent") === DeliveryIntent.country) {
      // "Show fields for this country" with an address book entry chosen: nothing to save.
      const reply = submission.reply();
      return data({ result: { ...reply, status: undefined, error: {} } }, 200);
    }
    if (submission.status !== "success") return data({ result: submission.reply() }, 400);
    const id = submission.value.addressId;
    const entry = (await addressBook(shop.commerce)).addresses.find((a) => a.id === id);
    if (!entry) return data({ result: submission.reply({ formErrors: [t("errors.addressGone")] }) }, 400);
    // A page from before the entry moved abroad (or another store's) may still name it: refused
    // here, beside the choice, rather than by the backend in its own words.
    if (!settings.allowedCountries.includes(entry.countryCode))
      return data({ result: submission.reply({ fieldErrors: { addressId: ["addressNotDelivered"] } }) }, 400);
    address = {
      firstname: entry.firstname,
      lastname: entry.lastname,
      company: entry.company,
      street: entry.street,
      houseNumber: entry.houseNumber,
      city: entry.city,
      region: entry.regionCode || entry.region,
      postcode: entry.postcode,
      countryCode: entry.countryCode,
      telephone: entry.telephone,
      customerAddressId: entry.id,
      saveInAddressBook: false,
    };
  } else {
    const country = postedCountry(formData, state.shipping?.countryCode ?? settings.defaultCountry);
    submission = parseSubmission(formData, deliveryAddressSchema(country, settings.allowedCountries));
    if (formData.get("intent") === DeliveryIntent.country) {
      // Only lays the fields out for the chosen country: the input back, no errors yet.
      const reply = submission.reply();
      return data({ result: { ...reply, status: undefined, error: {} } }, 200);
    }
    if (submission.status !== "success") return data({ result: submission.reply() }, 400);
    const v = submission.value;
    const phone = parsePhoneNumberFromString(v.telephone, v.country as CountryCode);
    address = {
      firstname: v.firstname,
      lastname: v.lastname,
      company: v.company ?? "",
      street: [v.street1, v.street2 ?? ""].filter(Boolean),
      houseNumber: usesHouseNumber(v.country) ? (v.houseNumber ?? "") : "",
      city: v.city,
      region: v.country === "US" && v.region && v.region in US_STATES ? v.region : (v.region ?? ""),
      postcode: (v.postcode ?? "").toUpperCase(),
      countryCode: v.country,
      // Kept in international form, as the address book keeps it.
      telephone: phone?.number ?? v.telephone,
      customerAddressId: null,
      saveInAddressBook: Boolean(shop.commerce.customerToken) && v.saveInBook,
    };
  }

  const { intent, method } = submission.value;
  try {
    if (intent === DeliveryIntent.address) {
      await setShippingAddress(shop.commerce, state.cartId, address);
      return redirect(stepPath(shop, "delivery"), 303);
    }
    const chosen = method ? state.methods.find((m) => m.code === method) : undefined;
    const [carrierCode, ...rest] = (method ?? "").split("_");
    if (!method || !carrierCode || !rest.length)
      return data({ result: submission.reply({ fieldErrors: { method: ["methodRequired"] } }) }, 400);
    await saveShippingInformation(shop.commerce, state.cartId, address, {
      carrierCode: chosen?.carrierCode ?? carrierCode,
      methodCode: chosen?.methodCode ?? rest.join("_"),
    });
  } catch (error) {
    if (!isCommerceError(error) || error.kind !== "graphql") {
      if (isCommerceError(error))
        return data({ result: submission.reply({ formErrors: [shop.t("errors.network")] }) }, 503);
      throw error;
    }
    if (isMethodGone(error.messages)) {
      // The address is fine but the method is not offered there: keep the address (which clears
      // the method) and ask for another one from the new list.
      await setShippingAddress(shop.commerce, state.cartId, address).catch(() => undefined);
      return data({ result: submission.reply({ fieldErrors: { method: ["methodGone"] } }) }, 400);
    }
    return data({ result: submission.reply({ formErrors: [checkoutRefusal(error.messages, t)] }) }, 400);
  }
  const events = shop.session.get("checkoutEvents") ?? {};
  shop.session.set("checkoutEvents", { ...events, shippingSaved: true });
  return redirect(stepPath(shop, "confirm"), 303);
}
