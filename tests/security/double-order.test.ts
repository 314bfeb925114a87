// Two posts of review and pay with the same cookie (two quick clicks without JavaScript, a retry
// after a crash): both answer the one order's success page, never an empty basket or the backend's
// "The cart isn't active.", and the backend holds one order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitSession, getSession } from "~/sessions/session.server";
import { CHECKOUT_SPEC_PRODUCT } from "../../backend/seed/fixtures-checkout";
import { E2E_SESSION_SECRET, startShopServer, type ShopServer } from "../support/shop-server";

let server: ShopServer;
beforeAll(async () => {
  server = await startShopServer("double-order");
});
afterAll(async () => {
  await server?.stop();
});

async function json(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, server.baseURL), {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 204 ? null : ((await response.json()) as any);
}

/** A guest basket at review and pay, and the session cookie that carries it. */
async function basketAtReview(email: string) {
  const created = await json("/graphql", { query: "mutation { createGuestCart { cart { id } } }" });
  const cartId = created.data.createGuestCart.cart.id as string;
  await json("/graphql", {
    query: `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    variables: { id: cartId, items: [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 1 }] },
  });
  await json("/__test/checkout-cart", { cartId, email });
  const request = new Request(server.baseURL);
  const session = await getSession(request, [E2E_SESSION_SECRET]);
  session.set("initiated", true);
  session.set("cartIds", { default: cartId });
  return (await commitSession(request, [E2E_SESSION_SECRET], session)).split(";")[0];
}

const place = (cookie: string) =>
  fetch(new URL("/checkout/review", server.baseURL), {
    method: "POST",
    body: new URLSearchParams({ paymentMethod: "banktransfer", billing: "same", terms: "on", intent: "place" }),
    headers: { Cookie: cookie, Origin: server.baseURL, "Sec-Fetch-Site": "same-origin" },
    redirect: "manual",
  });

describe("placing the order twice with the same cookie", () => {
  it("sends both posts to the success page of one order", async () => {
    const email = `double-${Date.now()}@example.com`;
    const cookie = await basketAtReview(email);
    const first = await place(cookie);
    const second = await place(cookie);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.headers.get("location")).toMatch(/\/checkout\/success$/);
    expect(second.headers.get("location")).toMatch(/\/checkout\/success$/);
    const orders = await json(`/__test/orders?email=${encodeURIComponent(email)}`);
    expect(orders.count).toBe(1);
  });

  it("sends two posts racing to the same success page, one order", async () => {
    const email = `race-${Date.now()}@example.com`;
    const cookie = await basketAtReview(email);
    const answers = await Promise.all([place(cookie), place(cookie)]);
    expect(answers.map((a) => [a.status, a.headers.get("location")])).toEqual([
      [303, "/checkout/success"],
      [303, "/checkout/success"],
    ]);
    expect((await json(`/__test/orders?email=${encodeURIComponent(email)}`)).count).toBe(1);
  });
});
