// The basket route's line intents: change a line's quantity (0 removes it) or remove it.
import { data, redirect } from "@remix-run/node";
import { getCartItemAvailableQuantity, removeCartItem, updateCartItemQuantity } from "~/commerce/cart/cart.server";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError, type CommerceError } from "~/commerce/errors";
import { cartLineQuantities } from "~/commerce/cart/line-quantities.server";
import { recordCartChange } from "~/sessions/cart-actions.server";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { parseSubmission } from "~/forms/parse-submission";
import { BasketLineSchema } from "./basket-line";
import type { BasketIntentArgs } from "./basket-intent.server";

/** Magento's answer to a quantity it does not have ("The requested qty is not available"). */
function isQuantityRefusal(error: CommerceError) {
  return error.kind === "graphql" && error.messages.some((message) => /requested qty/i.test(message));
}

export async function changeBasketLineIntent({ formData, shop, redirectTo }: BasketIntentArgs) {
  const submission = parseSubmission(formData, BasketLineSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), refusal: null }, { status: 400 });
  }
  const cartId = shop.basket.id();
  if (!cartId) return redirect(redirectTo, 303);
  const t = shop.tFor("cart");
  const value = submission.value;
  const before = await cartLineQuantities(shop.commerce, cartId);
  try {
    if (value.intent === "remove-line" || value.quantity === 0) {
      recordCartChange(shop.session, before, await removeCartItem(shop.commerce, cartId, value.itemUid));
      queueMessages(shop.session, createMessage("success", t("lineRemoved"), "cart"));
    } else {
      recordCartChange(
        shop.session,
        before,
        await updateCartItemQuantity(shop.commerce, cartId, value.itemUid, value.quantity),
      );
      queueMessages(shop.session, createMessage("success", t("lineUpdated"), "cart"));
    }
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    if (value.intent === "update-quantity" && isQuantityRefusal(error)) {
      // Answered on the basket page itself (its own action): the field shows what the basket holds
      // again, and the message says how many there are when the backend tells.
      const available = await getCartItemAvailableQuantity(shop.commerce, cartId, value.itemUid).catch(() => null);
      const message = available !== null ? t("errors.qtyAvailable", { count: available }) : t("errors.qtyNotAvailable");
      return data(
        {
          result: submission.reply({ fieldErrors: { quantity: [message] } }),
          refusal: { itemUid: value.itemUid, message, id: crypto.randomUUID() },
        },
        { status: 409 },
      );
    }
    const common = shop.t;
    queueMessages(shop.session, ...failureMessages(error, common("errors.network"), "cart"));
  }
  return redirect(redirectTo, 303);
}
