// The basket's reward points as components see them. Types and pure functions only.
import type { CartPointsFieldsFragment } from "../generated/graphql";
import { toMoney, type Money } from "../money";

export interface PointsView {
  /** Points this order will gather. */
  gathered: number;
  /** Points spent on this basket and what they take off; null when none are. */
  applied: { points: number; amount: Money | null } | null;
}

/** The signed-in customer's points: the balance and what it is worth now. */
export interface PointsAccount {
  balance: number;
  worth: Money | null;
}

export function toPointsView(cart: CartPointsFieldsFragment): PointsView {
  const points = cart.prices?.rewardpoints_quantity ?? 0;
  return {
    gathered: cart.prices?.rewardpoints_gathered ?? 0,
    applied: points > 0 ? { points, amount: toMoney(cart.prices?.rewardpoints) } : null,
  };
}
