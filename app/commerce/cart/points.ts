// The basket's reward points as components see them. Types and pure functions only.
// TODO(issue 9, reward points): balance and its worth, points applied, states.
import type { CartPointsFieldsFragment } from "../generated/graphql";

export interface PointsView {
  /** Points this order will gather. */
  gathered: number;
}

export function toPointsView(cart: CartPointsFieldsFragment): PointsView {
  return { gathered: cart.prices?.rewardpoints_gathered ?? 0 };
}
