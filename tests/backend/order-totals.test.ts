// One total from the review page to the money: a basket with a free reward product (a simple, a
// configurable and a bundle gift) is ordered by every payment method (bank transfer, cash on
// collection, card on the provider's page), as a guest and as a customer spending points, and four
// figures must agree with the grand total the shopper agreed to on review and pay: the order's (and
// its invoice's when paid), the payment's (the bank transfer's amount, the card's charge) and the
// confirmation email's.
import { readdirSync, readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../backend/db/migrations.js";
import type { EmbeddedBackend } from "../../backend/index.js";
import { seed } from "../../backend/seed/index.js";
import {
  BANK_TRANSFER_ACCOUNTS_PATH,
  BANK_TRANSFER_PAYEE_PATH,
  BANK_TRANSFER_SEED,
} from "../../backend/payment/bank-transfer.js";
import { DEMO_CUSTOMER } from "../../backend/seed/fixtures-customers.js";
import { WHEY } from "../../backend/seed/fixtures.js";
import { ADD, gql, newBackend, serveBackend, type ServedBackend, newCart } from "../support/backend-helpers.js";
import { FROM_SCRATCH } from "../setup/timeouts.js";

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

const RETURN_URL = "http://localhost:3000/checkout/payment/return";

async function rest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  const text = await response.text();
  let answer: any = text;
  try {
    answer = JSON.parse(text);
  } catch {
    // an HTML page (the hosted page) or a redirect
  }
  return { status: response.status, body: answer, location: response.headers.get("location") };
}

async function form(path: string, fields: Record<string, string>) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location") };
}

const GIFTS = {
  simple: { sku: "PW-SHAKER" },
  configurable: { sku: "PW-BAR", child_sku: "PW-BAR-CHOC-12BARS" },
  bundle: { sku: "PW-BUNDLE-PRE" },
} as const;
type GiftKind = keyof typeof GIFTS;
type Method = "banktransfer" | "cashondelivery" | "pwcard";

const ADDRESS = {
  firstname: "Robin",
  lastname: "Tester",
  street: ["1 Deansgate"],
  city: "Manchester",
  postcode: "M3 1AZ",
  country_id: "GB",
  telephone: "+441615550100",
};
const COLLECTION_POINT = {
  firstname: "Robin",
  lastname: "Tester",
  company: "Oldham Street Newsagents",
  street: ["52 Oldham Street"],
  city: "Manchester",
  postcode: "M4 1LE",
  country_id: "GB",
  telephone: "+441615550100",
  pickup_location_code: "GB-MAN-01",
};

let emailCounter = 0;
let ipCounter = 0;

async function customerToken() {
  const d = await gql(
    backend,
    `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    { "x-forwarded-for": `198.51.100.${++ipCounter}` },
  );
  return d.generateCustomerToken.token as string;
}

/**
 * A basket over the reward threshold (two 2.5 kg tubs of whey), the gift taken, delivery or collection
 * chosen, and for a customer some points spent: answers what review and pay shows as the total.
 */
async function basketWithGift(gift: GiftKind, method: Method, token: string | null) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const cartId = token
    ? ((await gql(backend, `{ customerCart { id } }`, {}, headers)).customerCart.id as string)
    : await newCart(backend);
  await gql(
    backend,
    ADD,
    { cartId, items: [{ sku: WHEY.variantSku("VAN", "2.5KG"), parent_sku: WHEY.sku, quantity: 2 }] },
    headers,
  );
  const taken = await backend.execute<any>(
    `mutation($input: AddRewardProductToCartInput!) { addRewardProductToCart(input: $input) { cart { id } } }`,
    { input: { cart_id: cartId, ...GIFTS[gift] } },
    headers,
  );
  expect(taken.errors).toBeUndefined();
  if (token) {
    const spent = await backend.execute<any>(
      `mutation($input: ApplyRewardPointsToCartInput!) { applyRewardPointsToCart(input: $input) { cart { id } } }`,
      { input: { cart_id: cartId, points: 500 } },
      headers,
    );
    expect(spent.errors).toBeUndefined();
  }
  const email = `gift-${++emailCounter}@example.com`;
  const collected = method === "cashondelivery";
  backend.db
    .prepare("UPDATE carts SET email = ?, shipping_address = ?, shipping_method = ? WHERE masked_id = ?")
    .run(
      token ? null : email,
      JSON.stringify(collected ? COLLECTION_POINT : ADDRESS),
      collected ? "clickcollect_clickcollect" : "flatrate_flatrate",
      cartId,
    );
  const cart = (
    await gql(
      backend,
      `query($id: String!) { cart(cart_id: $id) { prices { grand_total { value } }
        items { is_reward_product prices { row_total_including_tax { value } } } } }`,
      { id: cartId },
      headers,
    )
  ).cart;
  // The gift is free on the basket and review.
  const giftLine = cart.items.find((i: any) => i.is_reward_product);
  expect(giftLine.prices.row_total_including_tax.value).toBe(0);
  return {
    cartId,
    headers,
    email: token ? DEMO_CUSTOMER.email : email,
    reviewTotal: cart.prices.grand_total.value as number,
  };
}

/** Pays on the provider's hosted page with the approving test card; answers the signed result. */
async function payByCard(cartId: string, headers: Record<string, string>, guest: boolean) {
  const path = guest
    ? `/rest/default/V1/pwcard/guest-carts/${cartId}/redirect-url`
    : `/rest/default/V1/pwcard/carts/mine/redirect-url`;
  const started = await rest("POST", path, { return_url: RETURN_URL }, headers);
  expect(started.status).toBe(200);
  const hosted = new URL(started.body.redirect_url).pathname;
  const paid = await form(hosted, { number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Robin Tester" });
  expect(paid.status).toBe(303);
  const html = await (await fetch(`${url}${hosted}`)).text();
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  return {
    session: value("payment_session"),
    data: { payment_session: value("payment_session"), result: value("result"), signature: value("signature") },
  };
}

async function placeOrder(gift: GiftKind, method: Method, token: string | null) {
  const basket = await basketWithGift(gift, method, token);
  const guest = token === null;
  let additional: Record<string, string> = {};
  let session: string | null = null;
  if (method === "pwcard") {
    const card = await payByCard(basket.cartId, basket.headers, guest);
    additional = card.data;
    session = card.session;
  }
  const path = guest ? `/rest/default/V1/guest-carts/${basket.cartId}` : `/rest/default/V1/carts/mine`;
  const placed = await rest(
    "POST",
    `${path}/payment-information`,
    { paymentMethod: { method, additional_data: additional }, ...(guest ? { email: basket.email } : {}) },
    basket.headers,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = Number(placed.body);
  const order = backend.db.prepare("SELECT * FROM orders WHERE id = ?").get(orderId) as {
    increment_id: string;
    grand_total: number;
    subtotal: number;
    token: string;
  };
  const invoice = backend.db.prepare("SELECT grand_total FROM invoices WHERE order_id = ?").get(orderId) as
    { grand_total: number } | undefined;
  const charged = session
    ? (backend.db.prepare("SELECT amount FROM card_payment_sessions WHERE id = ?").get(session) as { amount: number })
        .amount
    : null;
  const mail = backend.db
    .prepare("SELECT body_text FROM mail_outbox WHERE recipient = ? AND kind = 'order-confirmation' ORDER BY id DESC")
    .get(basket.email) as { body_text: string };
  // What the shopper's order view and success page show (the bank transfer's amount is the order's).
  const answer = guest
    ? await gql(
        backend,
        `query($t: String!) { guestOrderByToken(input: { token: $t }) { total { grand_total { value } } items { product_sku product_sale_price { value } } } }`,
        {
          t: order.token,
        },
      ).then((d) => d.guestOrderByToken)
    : await gql(
        backend,
        `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { total { grand_total { value } } items { product_sku product_sale_price { value } } } } } }`,
        { n: order.increment_id },
        basket.headers,
      ).then((d) => d.customer.orders.items[0]);
  return { ...basket, order, invoice, charged, mail: mail.body_text, answer };
}

const pounds = (n: number) => `£${n.toFixed(2)}`;

describe("a basket with a free reward product, ordered", () => {
  const cases: Array<[GiftKind, Method]> = [];
  for (const gift of ["simple", "configurable", "bundle"] as const)
    for (const method of ["banktransfer", "cashondelivery", "pwcard"] as const) cases.push([gift, method]);

  it.each(cases)(
    "a %s gift paid by %s: order, invoice, payment and email say the review's total",
    async (gift, method) => {
      const placed = await placeOrder(gift, method, null);
      expect(placed.reviewTotal).toBeGreaterThan(0);
      expect(placed.order.grand_total).toBe(placed.reviewTotal);
      expect(placed.answer.total.grand_total.value).toBe(placed.reviewTotal);
      // The gift is on the order at no charge.
      const giftSku = GIFTS[gift].sku;
      expect(placed.answer.items.find((i: any) => i.product_sku.startsWith(giftSku))?.product_sale_price.value).toBe(0);
      if (method === "pwcard") {
        expect(placed.charged).toBe(placed.reviewTotal);
        expect(placed.invoice?.grand_total).toBe(placed.reviewTotal);
      } else {
        expect(placed.invoice).toBeUndefined();
      }
      expect(placed.mail).toContain(`Total: ${pounds(placed.reviewTotal)}`);
      // The email's free line says so, never the shelf price.
      expect(placed.mail).toMatch(/1 × .+ — £0\.00/);
    },
  );

  it.each(["banktransfer", "pwcard"] as const)(
    "a customer spending points, paid by %s, is asked for the review's total everywhere",
    async (method) => {
      const token = await customerToken();
      const placed = await placeOrder("simple", method, token);
      expect(placed.order.grand_total).toBe(placed.reviewTotal);
      expect(placed.answer.total.grand_total.value).toBe(placed.reviewTotal);
      if (method === "pwcard") {
        expect(placed.charged).toBe(placed.reviewTotal);
        expect(placed.invoice?.grand_total).toBe(placed.reviewTotal);
      }
      expect(placed.mail).toContain(`Total: ${pounds(placed.reviewTotal)}`);
    },
  );
});

describe("the bank transfer's payee", () => {
  const detailsOf = async (token: string) =>
    (
      await gql(
        backend,
        `query($t: String!) { guestOrderByToken(input: { token: $t }) { number payment_methods { type additional_data { name value } } } }`,
        { t: token },
      )
    ).guestOrderByToken;

  it("is the shop's company and account from the payment configuration, on the order and in the email", async () => {
    const placed = await placeOrder("simple", "banktransfer", null);
    const config = Object.fromEntries(
      (
        backend.db
          .prepare("SELECT path, value FROM config WHERE scope_code = '' AND path LIKE 'payment/banktransfer/%'")
          .all() as Array<{ path: string; value: string }>
      ).map((r) => [r.path, JSON.parse(r.value)]),
    );
    const payee = config[BANK_TRANSFER_PAYEE_PATH] as string;
    const account = (config[BANK_TRANSFER_ACCOUNTS_PATH] as Record<string, Record<string, string>>).GBP!;
    expect(payee).toMatch(/Peak Whey/);
    const order = await detailsOf(placed.order.token);
    const facts = Object.fromEntries(
      order.payment_methods[0].additional_data.map((d: { name: string; value: string }) => [d.name, d.value]),
    );
    expect(facts).toEqual({ payee, ...account, reference: order.number });
    expect(placed.mail).toContain(`Account name: ${payee}`);
    expect(placed.mail).toContain(`IBAN: ${account.iban}`);
    expect(placed.mail).toContain(`Sort code: ${account.sort_code}`);
    expect(placed.mail).toContain(order.number);
    expect(JSON.stringify(order)).not.toMatch(/Protein Works/i);
    expect(placed.mail).not.toMatch(/Protein Works/i);
  });

  it("comes to a shop seeded before the payment configuration had it (migration 27)", FROM_SCRATCH, () => {
    const db = new Database(":memory:");
    try {
      migrate(db, 26);
      seed(db);
      migrate(db);
      const payee = db
        .prepare("SELECT value FROM config WHERE scope_code = '' AND path = ?")
        .pluck()
        .get(BANK_TRANSFER_PAYEE_PATH) as string;
      expect(JSON.parse(payee)).toBe(BANK_TRANSFER_SEED[BANK_TRANSFER_PAYEE_PATH]);
    } finally {
      db.close();
    }
  });

  it("is named by no storefront text: the translations hold labels only", () => {
    for (const locale of readdirSync("locales")) {
      const texts = readFileSync(join("locales", locale, "payment.json"), "utf8");
      expect(texts).not.toMatch(/Protein Works|accountNameValue|ibanValue|bicValue/);
    }
  });

  it("follows the configuration of the store view and the order's currency", async () => {
    const other = newBackend();
    try {
      other.db
        .prepare("INSERT OR REPLACE INTO config (scope_code, path, value) VALUES ('us', ?, ?)")
        .run(BANK_TRANSFER_PAYEE_PATH, JSON.stringify("Peak Whey Trading Inc."));
      const headers = { Store: "us" };
      const cartId = await newCart(other, headers);
      await gql(other, ADD, { cartId, items: [{ sku: "PW-SHAKER", quantity: 1 }] }, headers);
      other.db
        .prepare(
          "UPDATE carts SET email = ?, shipping_address = ?, shipping_method = 'flatrate_flatrate' WHERE masked_id = ?",
        )
        .run(
          "us-transfer@example.com",
          JSON.stringify({
            ...ADDRESS,
            street: ["350 Fifth Avenue"],
            city: "New York",
            postcode: "10118",
            region: "New York",
            region_code: "NY",
            country_id: "US",
          }),
          cartId,
        );
      const placed = await other.execute<any>(
        `mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "banktransfer" } }) { cart { id } }
          placeOrder(input: { cart_id: $c }) { orderV2 { token payment_methods { additional_data { name value } } } } }`,
        { c: cartId },
        headers,
      );
      expect(placed.errors).toBeUndefined();
      const facts = Object.fromEntries(
        placed.data.placeOrder.orderV2.payment_methods[0].additional_data.map((d: any) => [d.name, d.value]),
      );
      expect(facts.payee).toBe("Peak Whey Trading Inc.");
      expect(facts.routing_number).toBe(BANK_TRANSFER_SEED[BANK_TRANSFER_ACCOUNTS_PATH].USD.routing_number);
      expect(facts.iban).toBeUndefined();
    } finally {
      other.close();
    }
  });
});
