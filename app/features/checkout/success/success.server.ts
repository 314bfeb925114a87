// The order the success page shows: a guest's by its token (Magento's
// guestOrderByToken), a customer's from their own orders (Customer.orders), both as the account's
// order detail (sales/orders.server.ts) so the two pages never differ. On a stock Magento the guest's
// order is read with the core twin (GuestOrderByTokenCore) and takes the extended shape.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { isCommerceError } from "~/commerce/errors";
import { graphql } from "~/commerce/generated";
import { customerOrder, fromCoreOrder, toOrderDetail } from "~/commerce/sales/orders.server";
import { GUEST_ORDER_BY_TOKEN_CORE_QUERY } from "~/commerce/core/orders.server";
import { speaksExtensions } from "~/commerce/core/dialect.server";
import type { OrderDetail } from "~/commerce/sales/orders";
import type { EcommerceEvent } from "~/integrations/ecommerce-events";

export const GUEST_ORDER_BY_TOKEN_QUERY = graphql(`
  query GuestOrderByToken($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      ...OrderDetailFields
      email
    }
  }
`);

export const ASSIGN_GUEST_ORDER_MUTATION = graphql(`
  mutation AssignGuestOrderToCustomer($token: String!) {
    assignGuestOrderToCustomer(guest_order_token: $token) {
      number
    }
  }
`);

/**
 * The guest order becomes the new account's (the success page's "create an account"). `customer` is
 * the context with the new customer's token. False when the backend refuses (it only gives an order
 * placed with the customer's own email): the account exists either way.
 */
export async function claimGuestOrder(customer: CommerceRequestContext, guestToken: string): Promise<boolean> {
  try {
    await commerceRequest(customer, ASSIGN_GUEST_ORDER_MUTATION, { token: guestToken });
    return true;
  } catch (error) {
    if (isCommerceError(error)) return false;
    throw error;
  }
}

/** The placed order, or null when the backend no longer answers it (a token that opens nothing). */
export async function placedOrderDetail(
  ctx: CommerceRequestContext,
  lastOrder: { number: string; guestToken?: string },
): Promise<OrderDetail | null> {
  if (!lastOrder.guestToken) return customerOrder(ctx, lastOrder.number);
  try {
    if (!(await speaksExtensions(ctx))) {
      // A stock Magento: the same order without the extension's points (GuestOrderByTokenCore).
      const { data } = await commerceRequest(ctx, GUEST_ORDER_BY_TOKEN_CORE_QUERY, { token: lastOrder.guestToken });
      return toOrderDetail(fromCoreOrder(data.guestOrderByToken));
    }
    const { data } = await commerceRequest(ctx, GUEST_ORDER_BY_TOKEN_QUERY, { token: lastOrder.guestToken });
    return toOrderDetail(data.guestOrderByToken);
  } catch (error) {
    if (isCommerceError(error) && error.kind === "graphql") return null;
    throw error;
  }
}

/**
 * GA4's checkout events the placed order closes (part A's ecommerce events; pushed only when
 * consented): add_payment_info with the payment chosen on review and pay, then the purchase.
 */
export function orderEvents(order: OrderDetail): EcommerceEvent[] {
  const purchase = purchaseEvent(order);
  const { currency, value, items } = purchase.ecommerce;
  const paymentType = order.paymentMethods[0]?.name;
  return [
    {
      event: "add_payment_info",
      ecommerce: { currency, value, items, ...(paymentType ? { payment_type: paymentType } : {}) },
    },
    purchase,
  ];
}

/** GA4's purchase event for the order. */
export function purchaseEvent(order: OrderDetail): EcommerceEvent {
  const coupon = order.totals.discounts.find((d) => d.couponCode)?.couponCode;
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: order.number,
      currency: order.totals.grandTotal?.currency ?? "",
      value: order.totals.grandTotal?.value ?? 0,
      tax: order.totals.taxes.reduce((sum, t) => sum + (t.amount?.value ?? 0), 0),
      shipping: order.totals.shipping?.value ?? 0,
      ...(coupon ? { coupon } : {}),
      items: order.lines.map((l) => ({
        item_id: l.sku,
        item_name: l.name,
        price: l.price?.value ?? 0,
        quantity: l.ordered,
      })),
    },
  };
}
