// The basket's reward points: balance, apply, update, remove, points gathered.
// Its fragment is part of every basket answer (CartFields in cart.server.ts).
import { commerceRequest, required, type CommerceRequestContext } from "~/commerce/client.server";
import { isSignedOut } from "~/commerce/customer/account.server";
import { graphql } from "~/commerce/generated";
import { toMoney } from "~/commerce/money";
import { toCart, type Cart } from "~/commerce/cart/cart";
import type { PointsAccount } from "~/commerce/cart/points";

export const CART_POINTS_FRAGMENT = graphql(`
  fragment CartPointsFields on Cart {
    prices {
      rewardpoints {
        value
        currency
      }
      rewardpoints_quantity
      rewardpoints_gathered
    }
  }
`);

export const POINTS_ACCOUNT_QUERY = graphql(`
  query PointsAccount {
    customer {
      reward_points {
        balance {
          points
          money {
            value
            currency
          }
        }
      }
    }
  }
`);

export const APPLY_REWARD_POINTS_MUTATION = graphql(`
  mutation ApplyRewardPointsToCart($cartId: String!, $points: Int!) {
    applyRewardPointsToCart(input: { cart_id: $cartId, points: $points }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export const REMOVE_REWARD_POINTS_MUTATION = graphql(`
  mutation RemoveRewardPointsFromCart($cartId: String!) {
    removeRewardPointsFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
`);

/**
 * The signed-in customer's points account as the basket shows it (balance and what it is worth);
 * null for a guest, and for a sign-in that has expired.
 */
export async function pointsAccountFor(ctx: CommerceRequestContext): Promise<PointsAccount | null> {
  if (!ctx.customerToken) return null;
  try {
    const { data } = await commerceRequest(ctx, POINTS_ACCOUNT_QUERY);
    const balance = data.customer?.reward_points?.balance;
    return { balance: balance?.points ?? 0, worth: toMoney(balance?.money) };
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export async function applyRewardPoints(ctx: CommerceRequestContext, cartId: string, points: number): Promise<Cart> {
  const { data } = await commerceRequest(ctx, APPLY_REWARD_POINTS_MUTATION, { cartId, points });
  return toCart(required(data.applyRewardPointsToCart?.cart, "cart"));
}

export async function removeRewardPoints(ctx: CommerceRequestContext, cartId: string): Promise<Cart> {
  const { data } = await commerceRequest(ctx, REMOVE_REWARD_POINTS_MUTATION, { cartId });
  return toCart(required(data.removeRewardPointsFromCart?.cart, "cart"));
}
