import type { ExtrasView } from "~/commerce/cart/extras";
import type { CartIntentAnswer } from "~/forms/cart";

/**
 * What the basket offers beside its lines: personalised offers, the reward-product choice and the
 * cross-sells.
 * TODO(issue 9, basket extras): the sections.
 */
export function BasketExtras(_props: { extras: ExtrasView; answer: CartIntentAnswer | undefined }) {
  return null;
}
