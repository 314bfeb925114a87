// The confirm-and-pay action (the step the shopper sees as "review and pay"). In order: a basket already ordered goes to its order
// (a resubmit after the success page, a second tab); the step guard; the form (errors by the
// fields, the input kept); the grand total the shopper saw against the basket's now (a price or
// stock change shows the new basket and a message, nothing is placed); then a card goes to the card
// provider (startCardPayment, part D) and anything else is placed here (placeOrder). A refusal (a
// unit sold meanwhile, a declined saved card) is shown on the page with the basket intact.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { data, redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { getCart } from "~/commerce/cart/cart.server";
import { CARD_METHOD, SAVED_CARD_METHOD, startCardPayment } from "~/features/checkout/card-payment.server";
import { placeOrder, settleOrderedBasket, type BillingAddressInput } from "~/features/checkout/place-order.server";
import { requireCheckoutStep } from "~/features/checkout/progress.server";
import { checkoutConfirmation, termsConsentRequired } from "~/features/checkout/confirmation.server";
import { addressBook } from "~/commerce/customer/addresses.server";
import { isCommerceError } from "~/commerce/errors";
import { checkoutRefusal } from "~/features/checkout/refusals";
import { paths } from "~/routing/paths";
import { postedCountry, US_STATES, usesHouseNumber } from "~/forms/address";
import { parseSubmission } from "~/forms/parse-submission";
import {
  BILLING_NEW,
  BILLING_SAME,
  bookIdOf,
  COUNTRY_INTENT,
  postedBilling,
  confirmSchema,
  savedCardHashOf,
  type ConfirmSubmission,
} from "./confirm";

type Shop = AppLoadContext["shop"];

/** Magento's refusal of a basket a unit of which was sold meanwhile (MSI). */
const SOLD_OUT = "Not all of your products are available in the requested quantity.";

/** A new billing address as Magento's quote address object (the house number as an extension attribute). */
function billingOf(value: ConfirmSubmission & Record<string, unknown>): BillingAddressInput {
  const v = value as unknown as Record<string, string | undefined>;
  const country = v.country ?? "";
  const phone = parsePhoneNumberFromString(v.telephone ?? "", country as CountryCode);
  const isState = country === "US" && v.region ? v.region in US_STATES : false;
  return {
    firstname: v.firstname,
    lastname: v.lastname,
    company: v.company ?? "",
    street: [v.street1, v.street2].filter(Boolean),
    city: v.city,
    region: isState ? US_STATES[v.region!] : (v.region ?? ""),
    region_code: isState ? v.region : "",
    postcode: (v.postcode ?? "").toUpperCase(),
    country_id: country,
    telephone: phone?.number ?? v.telephone,
    extension_attributes: { house_number: usesHouseNumber(country) ? (v.houseNumber ?? "") : "" },
  };
}

export async function confirmAction(request: Request, shop: Shop) {
  // Two posts racing (two quick clicks without JavaScript): the one that finds the basket ordered
  // while it was checking it (no payment offered, "The cart isn't active.") shows that order too.
  // The request's earlier answer ("no order yet") is forgotten first: the other post may have placed it since.
  const orderedMeanwhile = async () => {
    const placed = await settleOrderedBasket(shop, { fresh: true }).catch(() => null);
    return placed ? redirect(paths.checkout.success(shop.storeView), 303) : null;
  };
  try {
    const answer = await confirmAnswer(request, shop);
    if (answer instanceof Response || (answer.init?.status ?? 200) < 400) return answer;
    return (await orderedMeanwhile()) ?? answer;
  } catch (error) {
    if (error instanceof Response) throw error;
    const meanwhile = await orderedMeanwhile();
    if (meanwhile) return meanwhile;
    throw error;
  }
}

async function confirmAnswer(request: Request, shop: Shop) {
  const success = paths.checkout.success(shop.storeView);
  const cartId = shop.basket.id();
  // A second submit of a basket that was ordered: its order, never a second one.
  if (!cartId && shop.session.get("lastOrder")?.storeCode === shop.storeView.code) return redirect(success, 303);
  // A second submit that still carries the ordered basket (two quick clicks with JavaScript off,
  // a retry after a crash): its order, before the step guard would call the basket empty.
  if (await settleOrderedBasket(shop)) return redirect(success, 303);
  await requireCheckoutStep(request, shop, "confirm");
  if (!cartId) return redirect(paths.basket(shop.storeView), 303);

  const t = shop.tFor("payment");
  const formData = await request.formData();
  const signedIn = Boolean(shop.commerce.customerToken);
  const [confirmation, termsRequired, cart, book] = await Promise.all([
    checkoutConfirmation(shop.commerce, cartId),
    termsConsentRequired(shop.commerce),
    getCart(shop.commerce, cartId),
    signedIn ? addressBook(shop.commerce) : null,
  ]);
  const billingChoice = postedBilling(formData);
  const submission = parseSubmission(
    formData,
    confirmSchema({
      billing: billingChoice,
      country: postedCountry(formData, confirmation.defaultCountry),
      allowedCountries: confirmation.allowedCountries,
      termsRequired,
    }),
  );
  if (formData.get("intent") === COUNTRY_INTENT) {
    // Only lays the billing fields out for the chosen country: the input back, no errors yet.
    return data({ result: { ...submission.reply(), status: undefined, error: {} } }, 200);
  }
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const value = submission.value;

  // The payment: one the backend offers for this cart, or one of the customer's saved cards.
  const offered = new Set(confirmation.paymentMethods.map((m) => m.code));
  const savedHash = savedCardHashOf(value.paymentMethod);
  const method = savedHash ? SAVED_CARD_METHOD : value.paymentMethod;
  if (!offered.has(method))
    return data({ result: submission.reply({ fieldErrors: { paymentMethod: ["paymentUnavailable"] } }) }, 400);

  // The total the shopper agreed to is the one charged: any change is shown first.
  const now = cart.grandTotal ? cart.grandTotal.value.toFixed(2) : "";
  if (value.seenTotal !== undefined && value.seenTotal !== now)
    return data({ result: submission.reply({ formErrors: [t("confirm.totalChanged")] }) }, 409);

  let billing: BillingAddressInput | null = null;
  if (billingChoice === BILLING_NEW) billing = billingOf(value as ConfirmSubmission & Record<string, unknown>);
  else if (billingChoice !== BILLING_SAME) {
    const id = bookIdOf(billingChoice);
    const saved = book?.addresses.find((a) => a.id === id);
    if (!saved) return data({ result: submission.reply({ fieldErrors: { billing: ["billingInvalid"] } }) }, 400);
    billing = {
      firstname: saved.firstname,
      lastname: saved.lastname,
      company: saved.company,
      street: saved.street,
      city: saved.city,
      region: saved.region,
      region_code: saved.regionCode,
      postcode: saved.postcode,
      country_id: saved.countryCode,
      telephone: saved.telephone,
      customer_address_id: saved.id,
      extension_attributes: { house_number: saved.houseNumber },
    };
  }

  try {
    if (method === CARD_METHOD) return await startCardPayment(shop, { billing });
    await placeOrder(
      shop,
      savedHash ? { method, additional_data: { public_hash: savedHash } } : { method: value.paymentMethod },
      billing,
    );
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const message =
      error.kind !== "graphql"
        ? shop.t("errors.network")
        : error.messages.some((m) => m === SOLD_OUT)
          ? t("confirm.errors.soldOut")
          : checkoutRefusal(error.messages, shop.tFor("checkout"));
    return data({ result: submission.reply({ formErrors: [message] }) }, error.kind === "graphql" ? 400 : 503);
  }
  return redirect(success, 303);
}
