// Placing the order (ADR 0030): REST payment-information (the guest path with the
// masked cart id and the cart's email, or "mine" with the customer's token), then the placed order's
// number (and a guest's token) from Query.placedCartOrder, since Magento answers only the entity id.
// The ordered basket is forgotten (a customer's next cart is a new one) and the order is kept in
// the session for the success page.
//
// Idempotent from the shopper's side too: a cart that already has its order (a second submit, the
// back button, another tab) goes straight to that order; a refusal of a cart that was ordered
// meanwhile (two requests racing) is answered with the order as well.
import type { AppLoadContext } from "@remix-run/node";
import { commerceRequest, forgetAnswers } from "~/commerce/client.server";
import { CommerceError } from "~/commerce/errors";
import { graphql } from "~/commerce/generated";
import { restRequest } from "~/commerce/rest.server";
import { speaksExtensions } from "~/commerce/core/dialect.server";
import { placedCartOrder } from "./confirmation.server";
import {
  PLACE_ORDER_CORE_MUTATION,
  SET_BILLING_SAME_AS_SHIPPING_CORE_MUTATION,
  SET_PAYMENT_METHOD_CORE_MUTATION,
} from "./core/place-order.server";

type ShopContext = AppLoadContext["shop"];

/** The payment as Magento's PaymentInterface takes it. */
export interface PaymentChoice {
  method: string;
  additional_data?: Record<string, string>;
}

/** A billing address other than the delivery address (Magento's quote address object). */
export type BillingAddressInput = Record<string, unknown>;

const CART_EMAIL_QUERY = graphql(`
  query CheckoutCartEmail($cartId: String!) {
    cart(cart_id: $cartId) {
      email
    }
  }
`);

/** The order is placed: forget its basket and keep the order for the success page. */
function remember(shop: ShopContext, placed: { number: string; token: string | null }, email: string) {
  shop.basket.forget();
  shop.session.set("lastOrder", {
    number: placed.number,
    storeCode: shop.storeView.code,
    email,
    ...(placed.token ? { guestToken: placed.token } : {}),
  });
}

/**
 * When the shopper's basket was ordered already (a second submit, another tab), remembers that
 * order as placeOrder does and answers its number; null while the basket has no order.
 */
export async function settleOrderedBasket(
  shop: ShopContext,
  options: { fresh?: boolean } = {},
): Promise<{ orderNumber: string } | null> {
  const cartId = shop.basket.id();
  // Fresh: the request's earlier "no order yet" is forgotten (another request may have placed it since).
  if (options.fresh) forgetAnswers(shop.commerce);
  const placed = cartId ? await placedCartOrder(shop.commerce, cartId) : null;
  if (!placed) return null;
  remember(shop, placed, shop.session.get("lastOrder")?.email ?? "");
  return { orderNumber: placed.number };
}

/**
 * Places the order for the shopper's basket; resolves with its number. A refusal (a declined card,
 * a unit sold meanwhile) rejects with the backend's message as a CommerceError.
 */
export async function placeOrder(
  shop: ShopContext,
  payment: PaymentChoice,
  billing?: BillingAddressInput | null,
): Promise<{ orderNumber: string }> {
  const ctx = shop.commerce;
  const cartId = shop.basket.id();
  if (!cartId) throw new CommerceError("graphql", ["Could not find a cart."]);
  const guest = !ctx.customerToken;
  if (!(await speaksExtensions(ctx))) return placeOrderOnCore(shop, cartId, payment);

  let placed = await placedCartOrder(ctx, cartId);
  let email = shop.session.get("lastOrder")?.email ?? "";
  if (!placed) {
    const { data } = await commerceRequest(ctx, CART_EMAIL_QUERY, { cartId });
    email = data.cart?.email ?? "";
    const body = {
      paymentMethod: payment,
      ...(billing ? { billingAddress: billing } : {}),
      ...(guest ? { email } : {}),
    };
    try {
      await restRequest<number | string>(
        ctx,
        "POST",
        guest ? `guest-carts/${encodeURIComponent(cartId)}/payment-information` : "carts/mine/payment-information",
        body,
      );
    } catch (error) {
      // Two submits racing: the other one placed it.
      const meanwhile = await placedCartOrder(ctx, cartId).catch(() => null);
      if (!meanwhile) throw error;
    }
    placed = await placedCartOrder(ctx, cartId);
    if (!placed) throw new CommerceError("network", ["The order was not found after placing it."]);
  }
  remember(shop, placed, email);
  return { orderNumber: placed.number };
}

/**
 * A stock Magento: billing as delivery, the payment method, then placeOrder. Its refusal (a unit
 * sold meanwhile, a method not available) rejects with Magento's message as a CommerceError.
 */
async function placeOrderOnCore(
  shop: ShopContext,
  cartId: string,
  payment: PaymentChoice,
): Promise<{ orderNumber: string }> {
  const ctx = shop.commerce;
  const { data } = await commerceRequest(ctx, CART_EMAIL_QUERY, { cartId });
  const email = data.cart?.email ?? "";
  await commerceRequest(ctx, SET_BILLING_SAME_AS_SHIPPING_CORE_MUTATION, { cartId });
  await commerceRequest(ctx, SET_PAYMENT_METHOD_CORE_MUTATION, { cartId, code: payment.method });
  const { data: answer } = await commerceRequest(ctx, PLACE_ORDER_CORE_MUTATION, { cartId });
  const refusals = (answer.placeOrder?.errors ?? []).flatMap((e) => (e?.message ? [e.message] : []));
  const order = answer.placeOrder?.orderV2;
  if (refusals.length || !order)
    throw new CommerceError("graphql", refusals.length ? refusals : ["Something went wrong."]);
  const placed = { number: order.number, token: ctx.customerToken ? null : order.token };
  remember(shop, placed, email);
  return { orderNumber: placed.number };
}
