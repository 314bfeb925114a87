// The basket's intents: every change to a basket, from any page, posts one of these to the basket
// route (paths.basket) with a `redirectTo` (Hydrogen's CartForm + cart route). The route switches
// on `intent` and answers 400 to one it does not know.
import * as z from "zod/mini";
export { BasketIntent, REDIRECT_TO_FIELD, type BasketIntentName, type BasketIntentAnswer } from "./basket.fields";

export const redirectToField = z.optional(z.string().check(z.maxLength(2000)));
