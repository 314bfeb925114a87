// Placing the order (ADR 0030): REST payment-information (the guest path with the
// masked cart id and the cart's email, or "mine" with the customer's token), then the placed order's
// number (and a guest's token) from Query.placedCartOrder, since Magento answers only the entity id.
// The ordered basket is forgotten (a customer's next cart is a new one) and the order is kept in
// the session for the success page.
//
// Idempotent from the shopper's side too: a cart that already has its order (a second submit, the
// back button, another tab) goes straight to that order; a refusal of a cart that was ordered
// meanwhile (two requests racing) is answered with the order as well. On a stock Magento the same
// holds through the shop's own record of the basket's order (see placeOrderOnCore).
import type { AppLoadContext } from "@remix-run/node";
import { commerceRequest, forgetAnswers } from "~/commerce/client.server";
import { CommerceError } from "~/commerce/errors";
import { graphql } from "~/commerce/generated";
import { restRequest } from "~/commerce/rest.server";
import { speaksExtensions } from "~/commerce/core/dialect.server";
import { streetWithHouseNumber } from "~/commerce/core/street-lines";
import { placedCartOrder } from "./confirmation.server";
import { takeOnce } from "~/sessions/shared-marks.server";
import type { SharedMarks } from "~/shop-config";
import {
  PLACE_ORDER_CORE_MUTATION,
  SET_BILLING_ADDRESS_CORE_MUTATION,
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
  const placed = !cartId
    ? null
    : (await speaksExtensions(shop.commerce))
      ? await placedCartOrder(shop.commerce, cartId)
      : await coreOrderOfBasket(shop.sharedMarks, cartId);
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
  if (!(await speaksExtensions(ctx))) return placeOrderOnCore(shop, cartId, payment, billing ?? null);

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

// A stock Magento keeps no link from a cart to its order that a shopper's second request could read
// (an ordered cart is only "not active"), so the shop keeps it in its shared marks, seen by every
// worker process: the order of a basket for a day, and while one request places it, a hold that a
// second press of "Place order" waits on instead of placing it again.
const CORE_ORDER_MS = 24 * 60 * 60 * 1000;
const CORE_PLACING_MS = 2 * 60 * 1000;
/** How long a second press waits for the first one's order, and how often it looks. */
const CORE_WAIT_MS = 20_000;
const CORE_POLL_MS = 150;
const coreOrderKey = (cartId: string) => `core-order:${cartId}`;

interface CoreOrderMark {
  number: string;
  token: string | null;
  email: string;
}

/** The order a stock Magento placed from this basket (kept by the shop), or null. */
async function coreOrderOfBasket(marks: SharedMarks, cartId: string): Promise<CoreOrderMark | null> {
  const held = await marks.get(coreOrderKey(cartId));
  return held ? (JSON.parse(held) as CoreOrderMark) : null;
}

/** Waits for the order another request is placing from this basket; null when none came in time. */
async function awaitCoreOrder(marks: SharedMarks, cartId: string): Promise<CoreOrderMark | null> {
  for (const until = Date.now() + CORE_WAIT_MS; Date.now() < until;) {
    const placed = await coreOrderOfBasket(marks, cartId);
    if (placed) return placed;
    // The other request gave up (a refusal): nothing to wait for.
    if (!(await marks.get(`${coreOrderKey(cartId)}:placing`))) return coreOrderOfBasket(marks, cartId);
    await new Promise((resolve) => setTimeout(resolve, CORE_POLL_MS));
  }
  return null;
}

/** A billing address of its own in Magento's core BillingAddressInput (no house number field: in the street). */
function coreBillingAddress(billing: BillingAddressInput | null) {
  if (!billing) return { same_as_shipping: true };
  const b = billing as Record<string, unknown> & { extension_attributes?: { house_number?: string } };
  if (typeof b.customer_address_id === "number") return { customer_address_id: b.customer_address_id };
  const houseNumber = b.extension_attributes?.house_number ?? "";
  const text = (value: unknown) => (typeof value === "string" && value ? value : null);
  return {
    address: {
      firstname: String(b.firstname ?? ""),
      lastname: String(b.lastname ?? ""),
      company: text(b.company),
      street: streetWithHouseNumber((b.street as string[] | undefined) ?? [], houseNumber),
      city: String(b.city ?? ""),
      region: text(b.region_code) ?? text(b.region),
      postcode: text(b.postcode),
      country_code: String(b.country_id ?? ""),
      telephone: text(b.telephone),
      save_in_address_book: false,
    },
  };
}

/**
 * A stock Magento: the billing address, the payment method, then placeOrder. Its refusal (a unit
 * sold meanwhile, a method not available) rejects with Magento's message as a CommerceError. A second
 * request for the same basket while the first places it waits for that order instead.
 */
async function placeOrderOnCore(
  shop: ShopContext,
  cartId: string,
  payment: PaymentChoice,
  billing: BillingAddressInput | null,
): Promise<{ orderNumber: string }> {
  const ctx = shop.commerce;
  const marks = shop.sharedMarks;
  const done = await coreOrderOfBasket(marks, cartId);
  if (done) {
    remember(shop, done, done.email);
    return { orderNumber: done.number };
  }
  const placing = `${coreOrderKey(cartId)}:placing`;
  if (!(await takeOnce(marks, placing, CORE_PLACING_MS))) {
    const other = await awaitCoreOrder(marks, cartId);
    if (!other) throw new CommerceError("graphql", ["The cart isn't active."]);
    remember(shop, other, other.email);
    return { orderNumber: other.number };
  }
  try {
    const { data } = await commerceRequest(ctx, CART_EMAIL_QUERY, { cartId });
    const email = data.cart?.email ?? "";
    await commerceRequest(ctx, SET_BILLING_ADDRESS_CORE_MUTATION, {
      cartId,
      billingAddress: coreBillingAddress(billing),
    });
    await commerceRequest(ctx, SET_PAYMENT_METHOD_CORE_MUTATION, { cartId, code: payment.method });
    const { data: answer } = await commerceRequest(ctx, PLACE_ORDER_CORE_MUTATION, { cartId });
    const refusals = (answer.placeOrder?.errors ?? []).flatMap((e) => (e?.message ? [e.message] : []));
    const order = answer.placeOrder?.orderV2;
    if (refusals.length || !order)
      throw new CommerceError("graphql", refusals.length ? refusals : ["Something went wrong."]);
    const placed = { number: order.number, token: ctx.customerToken ? null : order.token, email };
    await marks.put(coreOrderKey(cartId), JSON.stringify(placed), CORE_ORDER_MS);
    remember(shop, placed, email);
    return { orderNumber: placed.number };
  } finally {
    await marks.delete(placing);
  }
}
