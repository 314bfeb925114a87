// The basket route's shipping intents: estimate the methods for a country, region and postcode
// (Magento's REST estimate-shipping-methods; the backend keeps the address on the cart), and choose
// one of them (setShippingMethodsOnCart). Each ends in a message and a 303; bad input answers 400
// with the errors next to the fields.
import { data, redirect } from "@remix-run/node";
import { chooseShippingMethod, estimateShippingMethods } from "~/features/basket/shipping.server";
import { parseMethodValue } from "~/commerce/cart/shipping";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError } from "~/commerce/errors";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { BasketIntent } from "~/forms/basket";
import type { BasketIntentArgs, BasketIntentHandlers } from "./basket-intent.server";
import { parseSubmission } from "~/forms/parse-submission";
import { ChooseShippingMethodSchema, ShippingEstimateSchema } from "./shipping-estimate";

/** A country's name in the shop's language ("Deutschland" on the German store). */
function countryName(locale: string, code: string) {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

async function estimateShipping({ formData, shop, redirectTo }: BasketIntentArgs) {
  const intent = BasketIntent.estimateShipping;
  const submission = parseSubmission(formData, ShippingEstimateSchema);
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply() }, { status: 400 });
  }
  const cartId = shop.basket.id();
  if (!cartId) return redirect(redirectTo, 303);
  const t = shop.tFor("delivery");
  const { country, region, postcode } = submission.value;
  const countryId = country.toUpperCase();
  try {
    const methods = await estimateShippingMethods(shop.commerce, cartId, { countryId, region, postcode });
    const where = countryName(shop.storeView.locale, countryId);
    queueMessages(
      shop.session,
      methods.length
        ? createMessage("success", t("estimated", { country: where, count: methods.length }), "cart")
        : createMessage("error", t("noMethods", { country: where }), "cart"),
    );
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    queueMessages(shop.session, ...failureMessages(error, shop.t("errors.network"), "cart"));
  }
  return redirect(redirectTo, 303);
}

async function chooseMethod({ formData, shop, redirectTo }: BasketIntentArgs) {
  const intent = BasketIntent.chooseShippingMethod;
  const submission = parseSubmission(formData, ChooseShippingMethodSchema);
  const method = submission.status === "success" ? parseMethodValue(submission.value.method) : null;
  if (submission.status !== "success" || !method) {
    return data({ intent, result: submission.reply({ fieldErrors: { method: ["methodRequired"] } }) }, { status: 400 });
  }
  const cartId = shop.basket.id();
  if (!cartId) return redirect(redirectTo, 303);
  const t = shop.tFor("delivery");
  try {
    await chooseShippingMethod(shop.commerce, cartId, method.carrierCode, method.methodCode);
    queueMessages(shop.session, createMessage("success", t("methodChosen"), "cart"));
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    // The method is no longer offered (the basket or the address changed since the estimate).
    if (error.kind === "graphql" && error.messages.some((m) => /not found|address is missing/i.test(m))) {
      return data(
        { intent, result: submission.reply({ fieldErrors: { method: ["methodUnavailable"] } }) },
        { status: 409 },
      );
    }
    queueMessages(shop.session, ...failureMessages(error, shop.t("errors.network"), "cart"));
  }
  return redirect(redirectTo, 303);
}

export const shippingIntents: BasketIntentHandlers = {
  [BasketIntent.estimateShipping]: estimateShipping,
  [BasketIntent.chooseShippingMethod]: chooseMethod,
};
