// The basket route's coupon intents: apply a code (refusals answered next to the field, the code
// kept in it) and remove the applied one. A success is a message and a 303 back, with or without
// JavaScript (a fetcher follows the redirect and the basket shows the new totals).
import { data, redirect } from "@remix-run/node";
import type { TFunction } from "i18next";
import { applyCoupon, removeCoupon } from "~/features/basket/coupons.server";
import { couponRefusal } from "~/commerce/cart/coupons";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError, type CommerceError } from "~/commerce/errors";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { BasketIntent, type BasketIntentAnswer } from "~/forms/basket";
import type { BasketIntentArgs, BasketIntentHandlers } from "./basket-intent.server";
import { ApplyCouponSchema, RemoveCouponSchema } from "./coupon";
import { parseSubmission } from "~/forms/parse-submission";

/** The backend's refusal in the shopper's words (Magento's sentence when it is none we know). */
export function refusalText(t: TFunction, error: CommerceError, networkText: string): string {
  if (error.kind !== "graphql") return networkText;
  const message = error.messages[0] ?? "";
  const refusal = couponRefusal(message);
  switch (refusal?.kind) {
    case "invalid":
      return t("errors.invalid", { code: refusal.code });
    case "used":
      return t("errors.used", { code: refusal.code });
    case "minimum":
      return t("errors.minimum", { code: refusal.code, amount: refusal.amount });
    case "alreadyApplied":
      return t("errors.alreadyApplied");
    case "emptyCart":
      return t("errors.emptyCart");
    default:
      return message || networkText;
  }
}

async function applyCouponIntent({ formData, shop, redirectTo }: BasketIntentArgs) {
  const submission = parseSubmission(formData, ApplyCouponSchema);
  if (submission.status !== "success") {
    return data<BasketIntentAnswer>({ intent: BasketIntent.applyCoupon, result: submission.reply() }, { status: 400 });
  }
  const cartId = shop.basket.id();
  if (!cartId) return redirect(redirectTo, 303);
  const t = shop.tFor("coupons");
  try {
    const code = await applyCoupon(shop.commerce, cartId, submission.value.code);
    queueMessages(shop.session, createMessage("success", t("appliedMessage", { code }), "cart"));
    return redirect(redirectTo, 303);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const message = refusalText(t, error, shop.t("errors.network"));
    return data<BasketIntentAnswer>(
      { intent: BasketIntent.applyCoupon, result: submission.reply({ fieldErrors: { code: [message] } }) },
      { status: error.kind === "graphql" ? 422 : 503 },
    );
  }
}

async function removeCouponIntent({ formData, shop, redirectTo }: BasketIntentArgs) {
  const submission = parseSubmission(formData, RemoveCouponSchema);
  if (submission.status !== "success") {
    return data<BasketIntentAnswer>({ intent: BasketIntent.removeCoupon, result: submission.reply() }, { status: 400 });
  }
  const cartId = shop.basket.id();
  if (!cartId) return redirect(redirectTo, 303);
  try {
    await removeCoupon(shop.commerce, cartId);
    queueMessages(shop.session, createMessage("success", shop.tFor("coupons")("removedMessage"), "cart"));
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    queueMessages(shop.session, ...failureMessages(error, shop.t("errors.network"), "cart"));
  }
  return redirect(redirectTo, 303);
}

export const couponIntents: BasketIntentHandlers = {
  [BasketIntent.applyCoupon]: applyCouponIntent,
  [BasketIntent.removeCoupon]: removeCouponIntent,
};
