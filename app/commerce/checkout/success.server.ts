// The order the success page shows (issue 11, part C): a guest's by its token (Magento's
// guestOrderByToken), a customer's from their own orders (Customer.orders), both as the account's
// order detail (sales/orders.server.ts) so the two pages never differ.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import { customerOrder, toOrderDetail } from "../sales/orders.server";
import type { OrderDetail } from "../sales/orders";

export const GUEST_ORDER_BY_TOKEN_QUERY = graphql(`
  query GuestOrderByToken($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      ...OrderDetailFields
      email
    }
  }
`);

/** The placed order, or null when the backend no longer answers it (a token that opens nothing). */
export async function placedOrderDetail(
  ctx: CommerceRequestContext,
  lastOrder: { number: string; guestToken?: string },
): Promise<OrderDetail | null> {
  if (!lastOrder.guestToken) return customerOrder(ctx, lastOrder.number);
  try {
    const { data } = await commerceRequest(ctx, GUEST_ORDER_BY_TOKEN_QUERY, { token: lastOrder.guestToken });
    return toOrderDetail(data.guestOrderByToken);
  } catch (error) {
    if (isCommerceError(error) && error.kind === "graphql") return null;
    throw error;
  }
}
