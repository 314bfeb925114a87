// The basket route's basket extras intents: supersize a line, take or decline the reward product,
// take an offer's product. Each parses its form, changes the basket, queues a message and answers
// 303; a malformed post gets a 400 with the form's errors (the basket page shows them).
import { data, redirect } from "@remix-run/node";
import { addProductsToCart } from "~/commerce/cart/cart.server";
import { cartLineQuantities } from "~/commerce/cart/line-quantities.server";
import { addRewardProduct, declineRewardProduct, supersizeBasketLine } from "~/features/basket/extras.server";
import type { Cart } from "~/commerce/cart/cart";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError } from "~/commerce/errors";
import { recordCartChange } from "~/sessions/cart-actions.server";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { DeclineRewardSchema, SupersizeSchema, TakeOfferSchema, TakeRewardSchema } from "./basket-extras";
import { BasketIntent } from "~/forms/basket";
import type { BasketIntentArgs, BasketIntentHandlers } from "./basket-intent.server";
import { parseSubmission } from "~/forms/parse-submission";

type Schema = typeof SupersizeSchema | typeof TakeRewardSchema | typeof DeclineRewardSchema | typeof TakeOfferSchema;

/**
 * One extras intent: parse with `schema`, run `change` on the basket, then a success message, or
 * `refusedKey`'s message when the backend refuses (`change` answers null, or the backend answers with
 * an error: its own wording is English and technical).
 */
function extrasIntent<S extends Schema>(
  intent: string,
  schema: S,
  change: (args: BasketIntentArgs, cartId: string, value: NonNullable<ReturnType<S["parse"]>>) => Promise<Cart | null>,
  successKey: string,
  refusedKey: string,
) {
  return async (args: BasketIntentArgs) => {
    const { formData, shop, redirectTo } = args;
    const submission = parseSubmission(formData, schema);
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const cartId = shop.basket.id();
    if (!cartId) return redirect(redirectTo, 303);
    const t = shop.tFor("offers");
    const before = await cartLineQuantities(shop.commerce, cartId);
    try {
      const outcome = await change(args, cartId, submission.value as NonNullable<ReturnType<S["parse"]>>);
      if (!outcome) {
        queueMessages(shop.session, createMessage("error", t(refusedKey), "cart"));
      } else {
        recordCartChange(shop.session, before, outcome);
        queueMessages(shop.session, createMessage("success", t(successKey), "cart"));
      }
    } catch (error) {
      if (!isCommerceError(error)) throw error;
      queueMessages(
        shop.session,
        ...(error.kind === "graphql"
          ? [createMessage("error", t(refusedKey), "cart")]
          : failureMessages(error, shop.t("errors.network"), "cart")),
      );
    }
    return redirect(redirectTo, 303);
  };
}

export const extrasIntents: BasketIntentHandlers = {
  [BasketIntent.supersize]: extrasIntent(
    BasketIntent.supersize,
    SupersizeSchema,
    ({ shop }, cartId, value) => supersizeBasketLine(shop.commerce, cartId, value.itemUid),
    "supersize.done",
    "supersize.failed",
  ),
  [BasketIntent.takeReward]: extrasIntent(
    BasketIntent.takeReward,
    TakeRewardSchema,
    ({ shop }, cartId, value) => addRewardProduct(shop.commerce, cartId, value.sku, value.childSku ?? null),
    "reward.taken",
    "reward.refused",
  ),
  [BasketIntent.declineReward]: extrasIntent(
    BasketIntent.declineReward,
    DeclineRewardSchema,
    ({ shop }, cartId) => declineRewardProduct(shop.commerce, cartId),
    "reward.declined",
    "reward.refused",
  ),
  [BasketIntent.takeOffer]: extrasIntent(
    BasketIntent.takeOffer,
    TakeOfferSchema,
    async ({ shop }, cartId, value) => {
      const { cart, errors } = await addProductsToCart(shop.commerce, cartId, [{ sku: value.sku, quantity: 1 }]);
      return errors.length ? null : cart;
    },
    "offer.added",
    "offer.refused",
  ),
};
