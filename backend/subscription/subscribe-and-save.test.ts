// Subscribe and save, as the storefront calls it: a product's offer, a basket line bought on
// subscription at the subscription's price (one line apart from a one-off of the same tub), refusals
// (a guest, an interval not offered, an accessory), and an order whose totals, invoice and email say
// the basket's figures and which starts the customer's subscription at the price paid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { WHEY } from "../seed/fixtures.js";
import { gql, newCart, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let demo: Record<string, string>;

beforeAll(async () => {
  backend = newBackend({
    customers: { signInLimits: { delayStepMs: 0 } },
  });
  const d = await gql(
    backend,
    `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    DEMO_CUSTOMER,
    { "x-forwarded-for": "198.51.100.7" },
  );
  demo = { Authorization: `Bearer ${d.generateCustomerToken.token}` };
}, 60_000);
afterAll(() => backend.close());

const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    cart { id items { uid quantity product { sku } subscription { frequency_weeks discount_percent }
      prices { price_including_tax { value } regular_price { value } row_total_including_tax { value } } }
      prices { subtotal_including_tax { value } grand_total { value } } }
    user_errors { message } } }`;

const VANILLA_TUB = { sku: WHEY.variantSku("VAN", "2.5KG"), parent_sku: WHEY.sku };
const round2 = (n: number) => Math.round(n * 100) / 100;

async function customerCart() {
  return (await gql(backend, `{ customerCart { id } }`, {}, demo)).customerCart.id as string;
}

describe("a product's subscribe-and-save offer", () => {
  it("is offered on a tub of whey (every 2, 4, 6 or 8 weeks, 10% off), not on a shaker or a bundle", async () => {
    const d = await gql(
      backend,
      `{ products(filter: { sku: { in: ["${WHEY.sku}", "PW-SHAKER", "PW-BUNDLE-PRE"] } }) {
        items { sku subscribe_and_save { discount_percent frequencies_weeks default_frequency_weeks } } } }`,
    );
    const offer = Object.fromEntries(d.products.items.map((p: any) => [p.sku, p.subscribe_and_save]));
    expect(offer[WHEY.sku]).toEqual({
      discount_percent: 10,
      frequencies_weeks: [2, 4, 6, 8],
      default_frequency_weeks: 4,
    });
    expect(offer["PW-SHAKER"]).toBeNull();
    expect(offer["PW-BUNDLE-PRE"]).toBeNull();
  });
});

describe("a subscription line in the basket", () => {
  it("is refused to a guest, who is asked to sign in", async () => {
    const cartId = await newCart(backend);
    const d = await gql(backend, ADD, {
      cartId,
      items: [{ ...VANILLA_TUB, quantity: 1, subscription_frequency_weeks: 4 }],
    });
    expect(d.addProductsToCart.user_errors.map((e: any) => e.message)).toEqual(["Sign in to subscribe and save."]);
    expect(d.addProductsToCart.cart.items).toEqual([]);
  });

  it("refuses an interval the shop does not offer, and an accessory", async () => {
    const cartId = await customerCart();
    const d = await gql(
      backend,
      ADD,
      {
        cartId,
        items: [
          { ...VANILLA_TUB, quantity: 1, subscription_frequency_weeks: 3 },
          { sku: "PW-SHAKER", quantity: 1, subscription_frequency_weeks: 4 },
        ],
      },
      demo,
    );
    expect(d.addProductsToCart.user_errors.map((e: any) => e.message)).toEqual([
      "Choose a delivery every 2, 4, 6 or 8 weeks.",
      "This product cannot be bought as a subscription.",
    ]);
    expect(d.addProductsToCart.cart.items).toEqual([]);
  });

  it("costs 10% less per unit, says its interval, and stays apart from a one-off of the same tub; the order agrees and starts the subscription", async () => {
    const cartId = await customerCart();
    await gql(backend, ADD, { cartId, items: [{ ...VANILLA_TUB, quantity: 1 }] }, demo);
    await gql(
      backend,
      ADD,
      { cartId, items: [{ ...VANILLA_TUB, quantity: 1, subscription_frequency_weeks: 6 }] },
      demo,
    );
    const d = await gql(
      backend,
      ADD,
      { cartId, items: [{ ...VANILLA_TUB, quantity: 1, subscription_frequency_weeks: 6 }] },
      demo,
    );
    const { items, prices } = d.addProductsToCart.cart;
    expect(items).toHaveLength(2);
    const [oneOff, subscribed] = items;
    expect(oneOff.subscription).toBeNull();
    expect(subscribed.subscription).toEqual({ frequency_weeks: 6, discount_percent: 10 });
    expect(subscribed.quantity).toBe(2);
    const shelf = oneOff.prices.price_including_tax.value as number;
    const each = round2(shelf * 0.9);
    expect(subscribed.prices.regular_price.value).toBe(oneOff.prices.regular_price.value);
    expect(subscribed.prices.price_including_tax.value).toBe(each);
    expect(subscribed.prices.row_total_including_tax.value).toBe(round2(each * 2));
    expect(prices.subtotal_including_tax.value).toBe(round2(shelf + each * 2));

    // Delivery and payment, then the order.
    backend.db.prepare("UPDATE carts SET shipping_address = ?, shipping_method = ? WHERE masked_id = ?").run(
      JSON.stringify({
        firstname: "Robin",
        lastname: "Tester",
        street: ["1 Deansgate"],
        city: "Manchester",
        postcode: "M3 1AZ",
        country_id: "GB",
        telephone: "+441615550100",
      }),
      "flatrate_flatrate",
      cartId,
    );
    await gql(
      backend,
      `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { cart { id } } }`,
      { id: cartId },
      demo,
    );
    const review = (
      await gql(
        backend,
        `query($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } } }`,
        { id: cartId },
        demo,
      )
    ).cart.prices.grand_total.value as number;
    const before = (await gql(backend, `{ customer { subscriptions { items { uid } } } }`, {}, demo)).customer
      .subscriptions.items.length;
    const placed = await gql(
      backend,
      `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number total { grand_total { value } subtotal { value } }
        items { product_sku quantity_ordered product_sale_price { value } } } } }`,
      { id: cartId },
      demo,
    );
    const order = placed.placeOrder.orderV2;
    expect(order.total.grand_total.value).toBe(review);
    expect(order.total.subtotal.value).toBe(round2(shelf + each * 2));
    expect(order.items.map((i: any) => [i.quantity_ordered, i.product_sale_price.value]).sort()).toEqual(
      [
        [1, shelf],
        [2, each],
      ].sort(),
    );
    const mail = backend.db
      .prepare("SELECT body_text FROM mail_outbox WHERE kind = 'order-confirmation' ORDER BY id DESC LIMIT 1")
      .get() as { body_text: string };
    expect(mail.body_text).toContain(`£${review.toFixed(2)}`);
    expect(mail.body_text).toContain(`£${round2(each * 2).toFixed(2)}`);

    const after = (
      await gql(
        backend,
        `{ customer { subscriptions { items { product_sku product_name product_options { label value } quantity
          price { value currency } frequency_weeks status next_delivery_date } } } }`,
        {},
        demo,
      )
    ).customer.subscriptions.items;
    expect(after).toHaveLength(before + 1);
    const next = new Date(Date.now() + 6 * 7 * 86_400_000).toISOString().slice(0, 10);
    expect(after[0]).toMatchObject({
      product_sku: VANILLA_TUB.sku,
      quantity: 2,
      price: { value: each, currency: "GBP" },
      frequency_weeks: 6,
      status: "ACTIVE",
      next_delivery_date: next,
    });
    expect(after[0].product_options.map((o: any) => o.value)).toContain("Vanilla");
  });
});
