import type { PointsView } from "~/commerce/cart/points";
import type { CartIntentAnswer } from "~/forms/cart";

/**
 * Reward points: the balance and its worth, apply, update, remove; a guest is asked to sign in.
 * TODO(issue 9, reward points): the section.
 */
export function PointsSection(_props: { points: PointsView; account: null; answer: CartIntentAnswer | undefined }) {
  return null;
}
