// Placing the order (ADR 0030): the REST paths' shapes (guest and mine), the
// GraphQL mutations, idempotency per cart, the last unit sold once, the whole transaction rolled
// back when any step fails, and who may read or place which cart's order.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { CHECKOUT_SPEC_PRODUCT, LAST_UNIT_PRODUCT } from "../seed/fixtures-checkout.js";
import { NOT_ALL_AVAILABLE } from "./place-order.js";
import { createOwnerService } from "../owner/service.js";
import { ADD, gql, serveBackend, type ServedBackend, newCart } from "../../tests/support/backend-helpers.js";

// Two test-only card methods (the card provider's slot, empty until part D): one that declines in
// authorize, one that captures (so the order is invoiced). And an invoice that can be made to fail.
const failures = vi.hoisted(() => ({ invoice: false }));
vi.mock("../cardpay/methods.js", async () => {
  const { ShopError } = await import("../shared/errors.js");
  return {
    cardPaymentMethods: () => [
      {
        code: "test_decline",
        title: () => "Declining card",
        isAvailable: () => true,
        authorize: () => {
          throw new ShopError("Your card was declined.", "input");
        },
      },
      {
        code: "test_capture",
        title: () => "Capturing card",
        isAvailable: () => true,
        authorize: () => ({ title: "Visa ending 4242", invoiced: true, additional: { last4: "4242" } }),
      },
    ],
  };
});
vi.mock("../sales/repository.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../sales/repository.js")>();
  return {
    ...original,
    createSalesRepository: (db: Parameters<typeof original.createSalesRepository>[0]) => {
      const repo = original.createSalesRepository(db);
      return {
        ...repo,
        invoice: (...args: Parameters<typeof repo.invoice>) => {
          if (failures.invoice) throw new Error("invoice failed");
          return repo.invoice(...args);
        },
      };
    },
  };
});

let backend: EmbeddedBackend;
let served: ServedBackend;
let url: string;

beforeAll(async () => {
  served = await serveBackend();
  backend = served.backend;
  url = served.url;
}, 60_000);
afterAll(async () => {
  await served.stop();
});

async function rest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/rest/default/V1${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let answer: any = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // an unexpected failure answers the server's error page, not JSON
  }
  return { status: response.status, body: answer };
}

const ADDRESS = {
  firstname: "Robin",
  lastname: "Tester",
  street: ["1 Deansgate"],
  city: "Manchester",
  postcode: "M3 1AZ",
  country_id: "GB",
  telephone: "+441615550100",
};

/** A cart ready for review and pay: its lines, email, full address and standard delivery. */
function fillCart(maskedId: string, email: string | null, address: Record<string, unknown> = ADDRESS) {
  backend.db
    .prepare(
      "UPDATE carts SET email = ?, shipping_address = ?, shipping_method = 'flatrate_flatrate' WHERE masked_id = ?",
    )
    .run(email, JSON.stringify(address), maskedId);
}

async function guestCart(email: string, sku: string = CHECKOUT_SPEC_PRODUCT.sku, qty = 1) {
  const cartId = await newCart(backend);
  await gql(backend, ADD, { cartId, items: [{ sku, quantity: qty }] });
  fillCart(cartId, email);
  return cartId;
}

const stockOf = (sku: string) =>
  (
    backend.db.prepare("SELECT s.qty FROM stock s JOIN products p ON p.id = s.product_id WHERE p.sku = ?").get(sku) as {
      qty: number;
    }
  ).qty;
const ordersOf = (email: string) =>
  (backend.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE email = ?").get(email) as { n: number }).n;
const isActive = (maskedId: string) =>
  (backend.db.prepare("SELECT is_active FROM carts WHERE masked_id = ?").get(maskedId) as { is_active: number })
    .is_active;

const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
let ip = 0;
async function signIn(who: { email: string; password: string }) {
  const d = await gql(backend, SIGN_IN, who, { "x-forwarded-for": `198.51.100.${++ip}` });
  return d.generateCustomerToken.token as string;
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PLACED = `query($id: String!) { placedCartOrder(cart_id: $id) { number token } }`;

describe("REST payment information (guest)", () => {
  it("answers the payment details: the methods offered and Magento's totals", async () => {
    const cartId = await guestCart("details@example.com");
    const r = await rest("GET", `/guest-carts/${cartId}/payment-information`);
    expect(r.status).toBe(200);
    const codes = r.body.payment_methods.map((m: { code: string }) => m.code);
    // Cash on collection only when collected: this cart is delivered.
    expect(codes).toContain("banktransfer");
    expect(codes).not.toContain("cashondelivery");
    expect(r.body.payment_methods.find((m: { code: string }) => m.code === "banktransfer").title).toBe("Bank transfer");
    const t = r.body.totals;
    for (const key of [
      "grand_total",
      "base_grand_total",
      "subtotal",
      "subtotal_incl_tax",
      "shipping_incl_tax",
      "tax_amount",
      "discount_amount",
      "items_qty",
      "quote_currency_code",
      "total_segments",
    ])
      expect(t).toHaveProperty(key);
    expect(t.items[0]).toMatchObject({ name: CHECKOUT_SPEC_PRODUCT.name, qty: 1 });
    expect(t.quote_currency_code).toBe("GBP");
    expect(t.grand_total).toBeCloseTo(t.subtotal_incl_tax + t.shipping_incl_tax, 2);
  });

  it("offers cash on collection when the basket is collected", async () => {
    const cartId = await guestCart("collect@example.com");
    backend.db
      .prepare("UPDATE carts SET shipping_method = 'clickcollect_clickcollect' WHERE masked_id = ?")
      .run(cartId);
    const d = await gql(
      backend,
      `query($id: String!) { cart(cart_id: $id) { available_payment_methods { code title } } }`,
      {
        id: cartId,
      },
    );
    expect(d.cart.available_payment_methods.map((m: { code: string }) => m.code)).toContain("cashondelivery");
  });

  it("sets the payment method (true), refuses one that is not offered, and places the order once", async () => {
    const email = "guest-place@example.com";
    const cartId = await guestCart(email);
    const before = stockOf(CHECKOUT_SPEC_PRODUCT.sku);
    const set = await rest("POST", `/guest-carts/${cartId}/set-payment-information`, {
      paymentMethod: { method: "banktransfer" },
      email,
    });
    expect(set).toEqual({ status: 200, body: true });
    const refused = await rest("POST", `/guest-carts/${cartId}/set-payment-information`, {
      paymentMethod: { method: "cashondelivery" },
      email,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The requested Payment Method is not available.");

    const placed = await rest("POST", `/guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: "banktransfer" },
      email,
    });
    expect(placed.status).toBe(200);
    expect(typeof placed.body).toBe("number");
    // The same cart again (a second submit) answers the same order, and no second one is made.
    const again = await rest("POST", `/guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: "banktransfer" },
      email,
    });
    expect(again).toEqual({ status: 200, body: placed.body });
    expect(ordersOf(email)).toBe(1);
    expect(isActive(cartId)).toBe(0);
    expect(stockOf(CHECKOUT_SPEC_PRODUCT.sku)).toBe(before - 1);

    // The number continues the demo orders' sequence; the guest's token opens the order.
    const { placedCartOrder } = await gql(backend, PLACED, { id: cartId });
    expect(placedCartOrder.number).toMatch(/^\d{9}$/);
    expect(Number(placedCartOrder.number)).toBeGreaterThan(13); // the demo orders end at 000000013
    const order = (
      await gql(
        backend,
        `query($t: String!) { guestOrderByToken(input: {token: $t}) { number status email
          total { grand_total { value currency } } payment_methods { name type } invoices { number } } }`,
        { t: placedCartOrder.token },
      )
    ).guestOrderByToken;
    expect(order).toMatchObject({ number: placedCartOrder.number, status: "Pending", email });
    expect(order.payment_methods).toEqual([{ name: "Bank transfer", type: "banktransfer" }]);
    // Bank transfer takes no money when the order is placed: no invoice yet.
    expect(order.invoices).toEqual([]);

    const mail = backend.db
      .prepare("SELECT subject, body_text FROM mail_outbox WHERE recipient = ? AND kind = 'order-confirmation'")
      .all(email) as Array<{ subject: string; body_text: string }>;
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain(placedCartOrder.number);
    expect(mail[0].body_text).toContain(CHECKOUT_SPEC_PRODUCT.name);
  });

  it("refuses an incomplete cart with Magento's messages", async () => {
    const cartId = await newCart(backend);
    await gql(backend, ADD, { cartId, items: [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 1 }] });
    const noAddress = await rest("POST", `/guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: "banktransfer" },
      email: "incomplete@example.com",
    });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe("The shipping address is missing. Set the address and try again.");
    const badEmail = await rest("POST", `/guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: "banktransfer" },
      email: "not-an-email",
    });
    expect(badEmail.body.message).toBe("Invalid email format");
    const unknown = await rest("GET", `/guest-carts/${"0".repeat(32)}/payment-information`);
    expect(unknown.status).toBe(404);
  });

  it("answers gdpr/available as a boolean per store view", async () => {
    expect((await rest("GET", "/gdpr/available")).body).toBe(true);
    const us = await fetch(`${url}/rest/us/V1/gdpr/available`);
    expect(await us.json()).toBe(false);
  });
});

describe("the last unit", () => {
  it("is sold once: two shoppers, one order and one clear refusal", async () => {
    const first = await guestCart("race-1@example.com", LAST_UNIT_PRODUCT.sku);
    const second = await guestCart("race-2@example.com", LAST_UNIT_PRODUCT.sku);
    const body = (email: string) => ({ paymentMethod: { method: "banktransfer" }, email });
    const [a, b] = await Promise.all([
      rest("POST", `/guest-carts/${first}/payment-information`, body("race-1@example.com")),
      rest("POST", `/guest-carts/${second}/payment-information`, body("race-2@example.com")),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 400]);
    const refusal = a.status === 400 ? a : b;
    expect(refusal.body.message).toBe(NOT_ALL_AVAILABLE);
    expect(stockOf(LAST_UNIT_PRODUCT.sku)).toBe(0);
    const inStock = backend.db
      .prepare("SELECT s.is_in_stock FROM stock s JOIN products p ON p.id = s.product_id WHERE p.sku = ?")
      .get(LAST_UNIT_PRODUCT.sku) as { is_in_stock: number };
    expect(inStock.is_in_stock).toBe(0);
    // The refused basket is intact and still active.
    expect(isActive(a.status === 400 ? first : second)).toBe(1);
  });
});

describe("a fraction of a unit", () => {
  it("is never sold, not even when an older version left one in the basket", async () => {
    const cartId = await guestCart("fraction@example.com");
    const before = stockOf(CHECKOUT_SPEC_PRODUCT.sku);
    backend.db
      .prepare("UPDATE cart_items SET qty = 0.001 WHERE cart_id = (SELECT id FROM carts WHERE masked_id = ?)")
      .run(cartId);
    const answer = await rest("POST", `/guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: "banktransfer" },
      email: "fraction@example.com",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(NOT_ALL_AVAILABLE);
    expect(ordersOf("fraction@example.com")).toBe(0);
    expect(stockOf(CHECKOUT_SPEC_PRODUCT.sku)).toBe(before);
  });
});

describe("the place-order transaction", () => {
  /** A customer's cart with a coupon and points, ready to pay. */
  async function customerCartWithExtras(token: string) {
    const { customerCart } = await gql(backend, `{ customerCart { id } }`, {}, bearer(token));
    const cartId = customerCart.id as string;
    await gql(backend, ADD, { cartId, items: [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 6 }] }, bearer(token));
    await gql(
      backend,
      `mutation($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "TWOOFF"}) { cart { id } } }`,
      { id: cartId },
      bearer(token),
    );
    await gql(
      backend,
      `mutation($id: String!) { applyRewardPointsToCart(input: {cart_id: $id, points: 200}) { cart { id } } }`,
      { id: cartId },
      bearer(token),
    );
    fillCart(cartId, null, { ...ADDRESS, save_in_address_book: true });
    return cartId;
  }

  const snapshot = (customerEmail: string) => ({
    orders: (backend.db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n,
    stock: stockOf(CHECKOUT_SPEC_PRODUCT.sku),
    couponUses: (
      backend.db.prepare("SELECT times_used FROM sales_rule_coupons WHERE code = 'TWOOFF'").get() as {
        times_used: number;
      }
    ).times_used,
    ledger: (
      backend.db
        .prepare(
          "SELECT COUNT(*) AS n FROM reward_points_ledger l JOIN customers c ON c.id = l.customer_id WHERE c.email = ?",
        )
        .get(customerEmail) as { n: number }
    ).n,
    addresses: (
      backend.db
        .prepare(
          "SELECT COUNT(*) AS n FROM customer_addresses a JOIN customers c ON c.id = a.customer_id WHERE c.email = ?",
        )
        .get(customerEmail) as { n: number }
    ).n,
    mails: (backend.db.prepare("SELECT COUNT(*) AS n FROM mail_outbox").get() as { n: number }).n,
  });

  it("rolls back whole when the payment is declined: no order, stock, coupon use or points changed", async () => {
    const token = await signIn(DEMO_CUSTOMER);
    const cartId = await customerCartWithExtras(token);
    const before = snapshot(DEMO_CUSTOMER.email);
    const r = await rest(
      "POST",
      "/carts/mine/payment-information",
      { paymentMethod: { method: "test_decline" } },
      bearer(token),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("Your card was declined.");
    expect(snapshot(DEMO_CUSTOMER.email)).toEqual(before);
    expect(isActive(cartId)).toBe(1);
  });

  it("rolls back whole when the invoice fails", async () => {
    const token = await signIn(DEMO_CUSTOMER);
    const cartId = (await gql(backend, `{ customerCart { id } }`, {}, bearer(token))).customerCart.id;
    const before = snapshot(DEMO_CUSTOMER.email);
    failures.invoice = true;
    try {
      const r = await rest(
        "POST",
        "/carts/mine/payment-information",
        { paymentMethod: { method: "test_capture" } },
        bearer(token),
      );
      expect(r.status).toBe(500);
    } finally {
      failures.invoice = false;
    }
    expect(snapshot(DEMO_CUSTOMER.email)).toEqual(before);
    expect(isActive(cartId)).toBe(1);
  });

  it("places a customer's order: coupon counted, points spent and gathered, invoice for a captured card, address saved", async () => {
    const token = await signIn(DEMO_CUSTOMER);
    const cartId = (await gql(backend, `{ customerCart { id } }`, {}, bearer(token))).customerCart.id;
    const before = snapshot(DEMO_CUSTOMER.email);
    const r = await rest(
      "POST",
      "/carts/mine/payment-information",
      { paymentMethod: { method: "test_capture" } },
      bearer(token),
    );
    expect(r.status).toBe(200);
    const after = snapshot(DEMO_CUSTOMER.email);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.stock).toBe(before.stock - 6);
    expect(after.couponUses).toBe(before.couponUses + 1);
    expect(after.ledger).toBe(before.ledger + 2); // points redeemed and points gathered
    expect(after.addresses).toBe(before.addresses + 1);
    expect(isActive(cartId)).toBe(0);
    // A customer's order is read from Customer.orders: the cart's order has no guest token.
    const { placedCartOrder } = await gql(backend, PLACED, { id: cartId }, bearer(token));
    expect(placedCartOrder.token).toBeNull();
    const d = await gql(
      backend,
      `query($n: String!) { customer { orders(filter: {number: {eq: $n}}) { items { number status
        payment_methods { name } invoices { number } applied_coupons { code }
        total { discounts { label amount { value } } rewardpoints { value currency } rewardpoints_quantity } } } } }`,
      { n: placedCartOrder.number },
      bearer(token),
    );
    expect(d.customer.orders.items[0]).toMatchObject({
      number: placedCartOrder.number,
      status: "Processing",
      payment_methods: [{ name: "Visa ending 4242" }],
      applied_coupons: [{ code: "TWOOFF" }],
    });
    expect(d.customer.orders.items[0].invoices).toHaveLength(1);
    // The points are the order's own line, not folded into the coupon's discount.
    const total = d.customer.orders.items[0].total;
    expect(total.rewardpoints_quantity).toBe(200);
    expect(total.rewardpoints.value).toBeGreaterThan(0);
    expect(total.discounts).toHaveLength(1);
    expect(total.discounts[0].label).toBe("Discount (TWOOFF)");
    const redeemed = backend.db
      .prepare("SELECT points FROM reward_points_ledger WHERE type = 'redeemed' AND order_id = ?")
      .get(r.body) as { points: number };
    expect(redeemed.points).toBe(-200);
  });
});

describe("ownership", () => {
  it("keeps a customer's cart and its order from guests and other customers", async () => {
    const token = await signIn(OTHER_CUSTOMER);
    const other = await signIn(DEMO_CUSTOMER);
    const { customerCart } = await gql(backend, `{ customerCart { id } }`, {}, bearer(token));
    const cartId = customerCart.id as string;
    await gql(backend, ADD, { cartId, items: [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 1 }] }, bearer(token));
    fillCart(cartId, null);
    // Not through the guest path, nor by GraphQL without its customer's token.
    const asGuest = await rest("POST", `/guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: "banktransfer" },
      email: "intruder@example.com",
    });
    expect(asGuest.status).toBe(404);
    const asOther = await backend.execute(
      `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number } } }`,
      { id: cartId },
      bearer(other),
    );
    expect(asOther.errors?.[0].message).toBe(`The current user cannot perform operations on cart "${cartId}"`);
    const peek = await backend.execute(PLACED, { id: cartId });
    expect(peek.errors?.[0].message).toBe(`The current user cannot perform operations on cart "${cartId}"`);
    // Its own customer places it with GraphQL, and sees the number.
    await gql(
      backend,
      `mutation($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) {
        cart { selected_payment_method { code title } } } }`,
      { id: cartId },
      bearer(token),
    );
    const placed = await gql(
      backend,
      `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number token } order { order_number } errors { code message } } }`,
      { id: cartId },
      bearer(token),
    );
    expect(placed.placeOrder.errors).toEqual([]);
    expect(placed.placeOrder.order.order_number).toBe(placed.placeOrder.orderV2.number);
    // A customer's order is not a guest's: its token does not open it as one.
    const asGuestOrder = await backend.execute(
      `query($t: String!) { guestOrderByToken(input: {token: $t}) { number } }`,
      { t: placed.placeOrder.orderV2.token },
    );
    expect(asGuestOrder.errors?.[0].message).toBe("We couldn't locate an order with the information provided.");
    // Placing again answers the same order.
    const again = await gql(
      backend,
      `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number } } }`,
      { id: cartId },
      bearer(token),
    );
    expect(again.placeOrder.orderV2.number).toBe(placed.placeOrder.orderV2.number);
  });

  it("answers placeOrder's refusals as PlaceOrderOutput.errors", async () => {
    const cartId = await newCart(backend);
    await gql(backend, ADD, { cartId, items: [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 1 }] });
    const d = await gql(
      backend,
      `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number } errors { code message } } }`,
      { id: cartId },
    );
    expect(d.placeOrder).toEqual({
      orderV2: null,
      errors: [{ code: "GUEST_EMAIL_MISSING", message: "Email is required" }],
    });
  });
});

describe("a guest's order given to the account made from it", () => {
  const CLAIM = `mutation($t: String!) { assignGuestOrderToCustomer(guest_order_token: $t) { number } }`;
  const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;

  async function guestOrder(email: string) {
    const cartId = await guestCart(email);
    await rest("POST", `/guest-carts/${cartId}/payment-information`, {
      paymentMethod: { method: "banktransfer" },
      email,
    });
    return (await gql(backend, PLACED, { id: cartId })).placedCartOrder as { number: string; token: string };
  }

  it("moves it only for the customer with the order's email, with its token, once", async () => {
    const email = "claim-me@example.com";
    const placed = await guestOrder(email);
    const password = "Claim-Pass-2026";
    await gql(backend, CREATE, { input: { email, firstname: "Cla", lastname: "Im", password } });
    // Another customer, even with the token, is refused; a guest too.
    const other = await backend.execute(CLAIM, { t: placed.token }, bearer(await signIn(OTHER_CUSTOMER)));
    expect(other.errors?.[0].message).toBe("We couldn't locate an order with the information provided.");
    const guest = await backend.execute(CLAIM, { t: placed.token });
    expect(guest.errors?.[0].message).toBe("The current customer isn't authorized.");

    const token = await signIn({ email, password });
    const claimed = await gql(backend, CLAIM, { t: placed.token }, bearer(token));
    expect(claimed.assignGuestOrderToCustomer.number).toBe(placed.number);
    const mine = await gql(backend, `{ customer { orders { items { number } } } }`, {}, bearer(token));
    expect(mine.customer.orders.items.map((o: { number: string }) => o.number)).toContain(placed.number);
    // It is no longer a guest's order: its token neither opens nor moves it again.
    const again = await backend.execute(CLAIM, { t: placed.token }, bearer(token));
    expect(again.errors?.[0].message).toBe("We couldn't locate an order with the information provided.");
  });

  const POINTS = `{ customer { reward_points { balance { points } unvalidated_points
    history { items { type points status } } } } }`;

  /** The new account's reward points page, and the points the basket promised for the order. */
  async function claimed(email: string, method: string) {
    const cartId = await guestCart(email);
    const promised = (
      await gql(backend, `query($id: String!) { cart(cart_id: $id) { prices { rewardpoints_gathered } } }`, {
        id: cartId,
      })
    ).cart.prices.rewardpoints_gathered as number;
    await rest("POST", `/guest-carts/${cartId}/payment-information`, { paymentMethod: { method }, email });
    const placed = (await gql(backend, PLACED, { id: cartId })).placedCartOrder as { number: string; token: string };
    const password = "Claim-Pass-2026";
    await gql(backend, CREATE, { input: { email, firstname: "Cla", lastname: "Im", password } });
    const token = await signIn({ email, password });
    await gql(backend, CLAIM, { t: placed.token }, bearer(token));
    // Claiming again credits nothing more.
    await backend.execute(CLAIM, { t: placed.token }, bearer(token));
    const page = async () => (await gql(backend, POINTS, {}, bearer(token))).customer.reward_points;
    return { promised, number: placed.number, page };
  }

  it("credits the points the order gathered, available once the owner invoices it", async () => {
    const { promised, number, page } = await claimed("claim-points@example.com", "banktransfer");
    expect(promised).toBeGreaterThan(0);
    expect(await page()).toEqual({
      balance: { points: 0 },
      unvalidated_points: promised,
      history: { items: [{ type: "GATHERED", points: promised, status: "UNVALIDATED" }] },
    });

    createOwnerService(backend.db, backend.services, backend.sharedState.rateLimitStore).invoice(number);
    expect(await page()).toEqual({
      balance: { points: promised },
      unvalidated_points: 0,
      history: { items: [{ type: "GATHERED", points: promised, status: "AVAILABLE" }] },
    });
  });

  it("credits a card-paid order's points available at once", async () => {
    const { promised, page } = await claimed("claim-card-points@example.com", "test_capture");
    expect(await page()).toEqual({
      balance: { points: promised },
      unvalidated_points: 0,
      history: { items: [{ type: "GATHERED", points: promised, status: "AVAILABLE" }] },
    });
  });
});
