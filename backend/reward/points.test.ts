// Sign-in (customer tokens, cart ownership, merging the guest basket) and reward points on the cart,
// called as the storefront calls them: GraphQL with a bearer token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { SIGN_IN_INCORRECT } from "../customer/service.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { ADD, gql, newCart, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend({
    // No slowing down here: the limits themselves are what these tests count.
    customers: { signInLimits: { delayStepMs: 0 } },
  });
}, 60_000);
afterAll(() => backend.close());

const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
const POINTS_FIELDS = `id prices { grand_total { value currency } rewardpoints { value currency } rewardpoints_quantity rewardpoints_gathered }`;

/** Each test signs in from its own address, so the per-IP limits of one do not reach another. */
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function signIn(who: { email: string; password: string } = DEMO_CUSTOMER, ip = freshIp()) {
  const d = await gql(backend, SIGN_IN, { email: who.email, password: who.password }, { "x-forwarded-for": ip });
  return d.generateCustomerToken.token as string;
}
const bearer = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...extra });
const customerCart = async (token: string) =>
  (await gql(backend, `{ customerCart { ${POINTS_FIELDS} } }`, {}, bearer(token))).customerCart;

describe("customer tokens", () => {
  it("signs in with the right password and answers the customer", async () => {
    const token = await signIn();
    expect(token).toMatch(/^[\w-]{40,}$/);
    const d = await gql(backend, `{ customer { firstname lastname email } }`, {}, bearer(token));
    expect(d.customer).toEqual({
      firstname: DEMO_CUSTOMER.firstname,
      lastname: DEMO_CUSTOMER.lastname,
      email: DEMO_CUSTOMER.email,
    });
    // Only a digest is stored: the database never holds a usable token.
    const stored = backend.db.prepare("SELECT token FROM customer_tokens").all() as Array<{ token: string }>;
    expect(stored.map((r) => r.token)).not.toContain(token);
  });

  it("answers the same neutral error for a wrong password and for an unknown email", async () => {
    const ip = freshIp();
    for (const attempt of [
      { email: DEMO_CUSTOMER.email, password: "not-the-password" },
      { email: "nobody@example.com", password: DEMO_CUSTOMER.password },
    ]) {
      const r = await backend.execute(SIGN_IN, attempt, { "x-forwarded-for": ip });
      expect(r.errors?.[0].message).toBe(SIGN_IN_INCORRECT);
      expect(r.errors?.[0].extensions).toEqual({ category: "graphql-authentication" });
    }
  });

  it("refuses the customer query without a valid token", async () => {
    for (const headers of [{}, bearer("made-up-token")]) {
      const r = await backend.execute(`{ customer { email } }`, {}, headers);
      expect(r.errors?.[0].message).toBe("The current customer isn't authorized.");
      expect(r.errors?.[0].extensions).toEqual({ category: "graphql-authorization" });
    }
  });

  it("revokes a token: it no longer signs anyone in", async () => {
    const token = await signIn();
    const d = await gql(backend, `mutation { revokeCustomerToken { result } }`, {}, bearer(token));
    expect(d.revokeCustomerToken.result).toBe(true);
    const r = await backend.execute(`{ customer { email } }`, {}, bearer(token));
    expect(r.errors?.[0].message).toBe("The current customer isn't authorized.");
  });

  it("expires a token after an hour by default, later when configured", async () => {
    const { createCustomerService } = await import("../customer/service.js");
    const service = createCustomerService(backend.db);
    const issued = new Date("2026-01-01T10:00:00Z");
    const token = await service.generateToken(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, "ip", issued);
    expect(service.customerIdForToken(token, new Date("2026-01-01T10:59:00Z"))).not.toBeNull();
    expect(service.customerIdForToken(token, new Date("2026-01-01T11:00:01Z"))).toBeNull();
    const longer = createCustomerService(backend.db, { tokenLifetimeMs: 4 * 60 * 60_000 });
    const token2 = await longer.generateToken(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, "ip", issued);
    expect(longer.customerIdForToken(token2, new Date("2026-01-01T13:00:00Z"))).not.toBeNull();
  }, 30_000);
});

describe("cart ownership and merging", () => {
  it("keeps a customer's cart to its customer; a guest cart is anyone's with its id", async () => {
    const token = await signIn();
    const mine = await customerCart(token);
    const asGuest = await backend.execute(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: mine.id });
    expect(asGuest.errors?.[0].message).toBe(`The current user cannot perform operations on cart "${mine.id}"`);
    const other = await signIn(OTHER_CUSTOMER);
    const asOther = await backend.execute(
      `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${CREATINE.sku}", quantity: 1 }]) { cart { id } } }`,
      { id: mine.id },
      bearer(other),
    );
    expect(asOther.errors?.[0].message).toMatch(/cannot perform operations on cart/);
    const guestCart = await newCart(backend);
    const d = await gql(backend, `query($id: String!) { cart(cart_id: $id) { id } }`, { id: guestCart }, bearer(token));
    expect(d.cart.id).toBe(guestCart);
  });

  it("answers the same customer cart until it is ordered or merged away", async () => {
    const token = await signIn();
    expect((await customerCart(token)).id).toBe((await customerCart(await signIn())).id);
    const r = await backend.execute(`{ customerCart { id } }`);
    expect(r.errors?.[0].message).toBe("The current customer isn't authorized.");
  });

  it("merges the guest basket into the customer's, adding up identical lines", async () => {
    const token = await signIn(OTHER_CUSTOMER, freshIp());
    const mine = await customerCart(token);
    await gql(backend, ADD, { cartId: mine.id, items: [{ sku: CREATINE.sku, quantity: 1 }] }, bearer(token));
    const guest = await newCart(backend);
    await gql(backend, ADD, {
      cartId: guest,
      items: [
        { sku: CREATINE.sku, quantity: 2 },
        { sku: WHEY.variantSku("VAN", "1KG"), parent_sku: WHEY.sku, quantity: 1 },
      ],
    });
    const d = await gql(
      backend,
      `mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id total_quantity items { quantity product { sku } } } }`,
      { s: guest, d: mine.id },
      bearer(token),
    );
    expect(d.mergeCarts.id).toBe(mine.id);
    expect(d.mergeCarts.total_quantity).toBe(4);
    expect(d.mergeCarts.items.map((i: any) => [i.product.sku, i.quantity])).toEqual([
      [CREATINE.sku, 3],
      [WHEY.sku, 1],
    ]);
    // The guest cart is used up.
    const gone = await backend.execute(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: guest });
    expect(gone.errors?.[0].message).toBe("The cart isn't active.");
    // A guest cannot merge.
    const anonymous = await backend.execute(
      `mutation { mergeCarts(source_cart_id: "${await newCart(backend)}") { id } }`,
    );
    expect(anonymous.errors?.[0].message).toBe("The current customer isn't authorized.");
  });
});

describe("reward points", () => {
  const APPLY = `mutation($id: String!, $points: Int!) { applyRewardPointsToCart(input: { cart_id: $id, points: $points }) { cart { ${POINTS_FIELDS} } } }`;
  const REMOVE = `mutation($id: String!) { removeRewardPointsFromCart(input: { cart_id: $id }) { cart { ${POINTS_FIELDS} } } }`;

  /** A fresh customer cart of the demo customer holding `items`. */
  async function demoCartWith(items: Array<Record<string, unknown>>, headers: Record<string, string> = {}) {
    const token = await signIn();
    backend.db
      .prepare("UPDATE carts SET is_active = 0 WHERE customer_id = (SELECT id FROM customers WHERE email = ?)")
      .run(DEMO_CUSTOMER.email);
    const cart = (await gql(backend, `{ customerCart { id } }`, {}, bearer(token, headers))).customerCart;
    await gql(backend, ADD, { cartId: cart.id, items }, bearer(token, headers));
    return { token, cartId: cart.id as string };
  }
  const WHEY2_CREATINE = [
    { sku: WHEY.variantSku("VAN", "1KG"), parent_sku: WHEY.sku, quantity: 2 },
    { sku: CREATINE.sku, quantity: 1 },
  ];

  it("answers the balance (valid, available, not expired) and its worth", async () => {
    const token = await signIn();
    const q = `{ customer { reward_points { balance { points money { value currency } } exchange_rates { redemption { points currency_amount } } } } }`;
    const d = await gql(backend, q, {}, bearer(token));
    expect(d.customer.reward_points).toEqual({
      balance: { points: 2500, money: { value: 25, currency: "GBP" } },
      exchange_rates: { redemption: { points: 100, currency_amount: 1 } },
    });
    // In another display currency the same points are worth the converted amount (£25 at 1.17).
    const eur = await gql(backend, q, {}, bearer(token, { "Content-Currency": "EUR" }));
    expect(eur.customer.reward_points.balance.money).toEqual({ value: 29.25, currency: "EUR" });
    // The German website's rate is in euros: 100 points = €1.
    const de = await gql(backend, q, {}, bearer(token, { Store: "de" }));
    expect(de.customer.reward_points.balance.money).toEqual({ value: 25, currency: "EUR" });
  });

  it("applies, updates and removes points, the totals following", async () => {
    const { token, cartId } = await demoCartWith(WHEY2_CREATINE);
    // 2 x 19.99 + 9.99 = 49.97: 1,000 points take £10 off; 39 points gathered on £39.97.
    let cart = (await gql(backend, APPLY, { id: cartId, points: 1000 }, bearer(token))).applyRewardPointsToCart.cart;
    expect(cart.prices).toEqual({
      grand_total: { value: 39.97, currency: "GBP" },
      rewardpoints: { value: 10, currency: "GBP" },
      rewardpoints_quantity: 1000,
      rewardpoints_gathered: 39,
    });
    cart = (await gql(backend, APPLY, { id: cartId, points: 250 }, bearer(token))).applyRewardPointsToCart.cart;
    expect(cart.prices.rewardpoints_quantity).toBe(250);
    expect(cart.prices.grand_total.value).toBe(47.47);
    cart = (await gql(backend, REMOVE, { id: cartId }, bearer(token))).removeRewardPointsFromCart.cart;
    expect(cart.prices).toEqual({
      grand_total: { value: 49.97, currency: "GBP" },
      rewardpoints: null,
      rewardpoints_quantity: 0,
      rewardpoints_gathered: 49,
    });
  });

  it("caps points by the balance and by what is left to pay", async () => {
    const big = await demoCartWith(WHEY2_CREATINE);
    let cart = (await gql(backend, APPLY, { id: big.cartId, points: 9999 }, bearer(big.token))).applyRewardPointsToCart
      .cart;
    expect(cart.prices.rewardpoints_quantity).toBe(2500);
    expect(cart.prices.grand_total.value).toBe(24.97);
    const small = await demoCartWith([{ sku: CREATINE.sku, quantity: 1 }]);
    cart = (await gql(backend, APPLY, { id: small.cartId, points: 2500 }, bearer(small.token))).applyRewardPointsToCart
      .cart;
    expect(cart.prices).toEqual({
      grand_total: { value: 0, currency: "GBP" },
      rewardpoints: { value: 9.99, currency: "GBP" },
      rewardpoints_quantity: 999,
      rewardpoints_gathered: 0,
    });
  });

  it("converts points in the display currency and gathers one point per whole base-currency unit", async () => {
    const eur = { "Content-Currency": "EUR" };
    const { token, cartId } = await demoCartWith([{ sku: CREATINE.sku, quantity: 2 }], eur);
    const cart = (await gql(backend, APPLY, { id: cartId, points: 500 }, bearer(token, eur))).applyRewardPointsToCart
      .cart;
    // 2 x £9.99 shown in euros at 1.17: 11.69 each = 23.38; 500 points = £5 = €5.85.
    expect(cart.prices.rewardpoints).toEqual({ value: 5.85, currency: "EUR" });
    expect(cart.prices.grand_total).toEqual({ value: 17.53, currency: "EUR" });
    // €17.53 is £14.98 of the base currency: 14 points.
    expect(cart.prices.rewardpoints_gathered).toBe(14);
  });

  it("refuses points that are not a whole number of at least 1, and a guest's or another's cart", async () => {
    const { token, cartId } = await demoCartWith([{ sku: CREATINE.sku, quantity: 1 }]);
    const zero = await backend.execute(APPLY, { id: cartId, points: 0 }, bearer(token));
    expect(zero.errors?.[0].message).toMatch(/whole number of at least 1/);
    const guestCart = await newCart(backend);
    const guest = await backend.execute(APPLY, { id: guestCart, points: 100 });
    expect(guest.errors?.[0].message).toBe("The current customer isn't authorized.");
    const other = await signIn(OTHER_CUSTOMER);
    const foreign = await backend.execute(APPLY, { id: cartId, points: 100 }, bearer(other));
    expect(foreign.errors?.[0].message).toMatch(/cannot perform operations on cart/);
  });

  it("fills sessionData.customer for a signed-in customer", async () => {
    const token = await signIn();
    const d = await gql(
      backend,
      `{ sessionData { customer { firstname email group_code group_id is_new_customer rewardpoints token } } }`,
      {},
      bearer(token),
    );
    expect(d.sessionData.customer).toEqual({
      firstname: DEMO_CUSTOMER.firstname,
      email: DEMO_CUSTOMER.email,
      group_code: "General",
      group_id: 1,
      // The demo customer has placed orders (backend/seed/fixtures-sales.ts): no longer a new customer.
      is_new_customer: false,
      rewardpoints: 2500,
      token,
    });
    expect((await gql(backend, `{ sessionData { customer { email } } }`)).sessionData.customer).toBeNull();
  });
});

// Last: it locks the second demo account for the rest of this file.
describe("failed sign-ins", () => {
  it("limits an email after 5 failures, whoever tries, even with the right password then", async () => {
    const email = OTHER_CUSTOMER.email;
    for (let i = 0; i < 5; i++) {
      const r = await backend.execute(SIGN_IN, { email, password: `wrong-${i}` }, { "x-forwarded-for": freshIp() });
      expect(r.errors?.[0].message).toBe(SIGN_IN_INCORRECT);
    }
    const r = await backend.execute(SIGN_IN, OTHER_CUSTOMER, { "x-forwarded-for": freshIp() });
    expect(r.errors?.[0].message).toMatch(/^Too many failed sign-in attempts\. Please wait 15 minutes/);
    expect(r.errors?.[0].extensions).toEqual({ category: "graphql-too-many-requests" });
    // Another account is not affected.
    expect(await signIn()).toBeTruthy();
  });

  it("limits an IP after 20 failures over any emails", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const r = await backend.execute(
        SIGN_IN,
        { email: `guess${i}@example.com`, password: "x" },
        { "x-forwarded-for": ip },
      );
      expect(r.errors?.[0].message).toBe(SIGN_IN_INCORRECT);
    }
    const r = await backend.execute(SIGN_IN, DEMO_CUSTOMER, { "x-forwarded-for": ip });
    expect(r.errors?.[0].message).toMatch(/Too many failed sign-in attempts/);
  }, 60_000);

  it("slows down each attempt after a failure", async () => {
    const { createCustomerService } = await import("../customer/service.js");
    const service = createCustomerService(backend.db, { signInLimits: { delayStepMs: 150 } });
    await expect(service.generateToken("slow@example.com", "x", "ip-slow")).rejects.toThrow(SIGN_IN_INCORRECT);
    await expect(service.generateToken("slow@example.com", "x", "ip-slow")).rejects.toThrow(SIGN_IN_INCORRECT);
    const started = Date.now();
    await expect(service.generateToken("slow@example.com", "x", "ip-slow")).rejects.toThrow(SIGN_IN_INCORRECT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
