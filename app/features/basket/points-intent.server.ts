// The basket route's reward points intents: apply (or update) a number of points, remove them, or
// cancel a change. Each ends in a 303 with its SPEC §4 message (applied, updated, removed,
// cancelled); a number the form refuses comes back as a 400 next to the field, the input kept.
import { data, redirect } from "@remix-run/node";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError } from "~/commerce/errors";
import { applyRewardPoints, pointsAccountFor, removeRewardPoints } from "~/features/basket/points.server";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { BasketIntent } from "~/forms/basket";
import type { BasketIntentHandler, BasketIntentHandlers } from "./basket-intent.server";
import { parseSubmission } from "~/forms/parse-submission";
import { applyPointsSchema, RemovePointsSchema } from "./reward-points";

const applyPoints: BasketIntentHandler = async ({ formData, shop, redirectTo }) => {
  const t = shop.tFor("points");
  const cartId = shop.basket.id();
  const account = await pointsAccountFor(shop.commerce);
  if (!cartId || !account) {
    // Signed out in the meantime (or no basket): nothing to spend points on.
    queueMessages(shop.session, createMessage("error", t("signInToRedeem"), "points"));
    return redirect(redirectTo, 303);
  }
  const submission = parseSubmission(formData, applyPointsSchema(account.balance));
  if (submission.status !== "success") {
    return data({ intent: BasketIntent.applyPoints, result: submission.reply() }, { status: 400 });
  }
  const { points, update } = submission.value;
  try {
    // The backend caps the points by the balance and by what is left to pay: the message tells the number used.
    const cart = await applyRewardPoints(shop.commerce, cartId, points);
    const applied = cart.points.applied?.points ?? points;
    queueMessages(
      shop.session,
      createMessage("success", t(update ? "updated" : "applied", { count: applied }), "points"),
    );
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    queueMessages(shop.session, ...failureMessages(error, shop.t("errors.network"), "points"));
  }
  return redirect(redirectTo, 303);
};

const removePoints: BasketIntentHandler = async ({ formData, shop, redirectTo }) => {
  const t = shop.tFor("points");
  const submission = parseSubmission(formData, RemovePointsSchema);
  if (submission.status !== "success") {
    return data({ intent: BasketIntent.removePoints, result: submission.reply() }, { status: 400 });
  }
  // Cancel leaves the points as they were: only the message says so.
  if (submission.value.mode === "cancel") {
    queueMessages(shop.session, createMessage("success", t("cancelled"), "points"));
    return redirect(redirectTo, 303);
  }
  const cartId = shop.basket.id();
  if (!cartId || !shop.commerce.customerToken) return redirect(redirectTo, 303);
  try {
    await removeRewardPoints(shop.commerce, cartId);
    queueMessages(shop.session, createMessage("success", t("removed"), "points"));
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    queueMessages(shop.session, ...failureMessages(error, shop.t("errors.network"), "points"));
  }
  return redirect(redirectTo, 303);
};

export const pointsIntents: BasketIntentHandlers = {
  [BasketIntent.applyPoints]: applyPoints,
  [BasketIntent.removePoints]: removePoints,
};
