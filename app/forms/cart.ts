// The basket's intents: every change to a basket, from any page, posts one of these to the basket
// route (paths.basket) with a `redirectTo` (Hydrogen's CartForm + cart route). The route switches
// on `intent` and answers 400 to one it does not know.
import * as z from "zod/mini";

export const CartIntent = {
  add: "add-to-basket",
  updateQuantity: "update-quantity",
  removeLine: "remove-line",
  // Still to come, each a case of the basket action's switch and a schema here: "apply-coupon",
  // "remove-coupon", "apply-points", "choose-reward", "supersize", "estimate-shipping".
} as const;

export type CartIntentName = (typeof CartIntent)[keyof typeof CartIntent];

/** Where the shopper goes after the change; checked on the server to stay on our own origin. */
export const REDIRECT_TO_FIELD = "redirectTo";

export const redirectToField = z.optional(z.string().check(z.maxLength(2000)));
