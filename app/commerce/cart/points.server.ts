// The basket's reward points (issue 9): balance, apply, update, remove, points gathered.
// Its fragment is part of every basket answer (CartFields in cart.server.ts).
import type { CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";

export const CART_POINTS_FRAGMENT = graphql(`
  fragment CartPointsFields on Cart {
    prices {
      rewardpoints_gathered
    }
  }
`);

/**
 * The signed-in customer's points account as the basket shows it (balance and what it is worth);
 * null for a guest.
 * TODO(issue 9, reward points): read it.
 */
export async function pointsAccountFor(_ctx: CommerceRequestContext): Promise<null> {
  return null;
}
