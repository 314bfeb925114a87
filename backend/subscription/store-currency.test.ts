// A subscription belongs to the store it was taken in and is charged in that store's currency: the
// account lists a store's own subscriptions only (as it lists that website's orders), so the French
// store never shows a subscription in pounds, nor the UK store one in euros; one started in the
// French store is in euros there. Migration 54 gives the subscriptions that databases already hold
// the store of the order that started them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { subscriptionStoreMigration } from "./schema.js";

let backend: EmbeddedBackend;
let demo: Record<string, string>;
const inStore = (store: string) => ({ ...demo, Store: store });

const LIST = `{ customer { subscriptions { items { uid product_sku price { value currency } } } } }`;
const subscriptionsIn = async (store: string) =>
  (await gql(backend, LIST, {}, inStore(store))).customer.subscriptions.items as Array<{
    uid: string;
    product_sku: string;
    price: { value: number; currency: string };
  }>;

beforeAll(async () => {
  backend = newBackend({ customers: { signInLimits: { delayStepMs: 0 } } });
  const d = await gql(
    backend,
    `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    DEMO_CUSTOMER,
    { "x-forwarded-for": "198.51.100.8" },
  );
  demo = { Authorization: `Bearer ${d.generateCustomerToken.token}` };
}, 60_000);
afterAll(() => backend.close());

describe("a customer's subscriptions, store by store", () => {
  it("are the UK store's in pounds there, and none of them is shown or changed in the French store", async () => {
    const uk = await subscriptionsIn("default");
    expect(uk.length).toBeGreaterThan(0);
    expect(new Set(uk.map((s) => s.price.currency))).toEqual(new Set(["GBP"]));
    expect(await subscriptionsIn("fr")).toEqual([]);
    const pause = await backend.execute<any>(
      `mutation($uid: ID!) { pauseCustomerSubscription(uid: $uid) { subscription { status } } }`,
      { uid: uk[0]!.uid },
      inStore("fr"),
    );
    expect(pause.errors?.[0]?.message).toBe(`Could not find a subscription with uid "${uk[0]!.uid}".`);
  });

  it("started by an order in the French store is in euros there, and not in the UK or German store", async () => {
    const headers = inStore("fr");
    const cartId = (await gql(backend, `{ customerCart { id } }`, {}, headers)).customerCart.id as string;
    const added = await gql(
      backend,
      `mutation($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "PW-ZMA", quantity: 2, subscription_frequency_weeks: 4 }]) {
        cart { items { prices { price_including_tax { value currency } } } } user_errors { message } } }`,
      { cartId },
      headers,
    );
    expect(added.addProductsToCart.user_errors).toEqual([]);
    const each = added.addProductsToCart.cart.items[0].prices.price_including_tax;
    expect(each.currency).toBe("EUR");
    backend.db.prepare("UPDATE carts SET shipping_address = ?, shipping_method = ? WHERE masked_id = ?").run(
      JSON.stringify({
        firstname: "Robin",
        lastname: "Tester",
        street: ["10 Rue de Rivoli"],
        city: "Paris",
        postcode: "75001",
        country_id: "FR",
        telephone: "+33140000000",
      }),
      "flatrate_flatrate",
      cartId,
    );
    await gql(
      backend,
      `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { cart { id } } }`,
      { id: cartId },
      headers,
    );
    await gql(
      backend,
      `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }`,
      {
        id: cartId,
      },
      headers,
    );

    expect(await subscriptionsIn("fr")).toEqual([
      expect.objectContaining({ product_sku: "PW-ZMA", price: { value: each.value, currency: "EUR" } }),
    ]);
    for (const store of ["default", "de"])
      expect((await subscriptionsIn(store)).map((s) => s.price.currency)).not.toContain("EUR");
  });
});

describe("migration 54", () => {
  it("puts each subscription a database holds in the store of the order that started it, or of its currency", () => {
    const db = backend.db;
    // A database from before: no store on its subscriptions.
    db.exec("ALTER TABLE subscriptions DROP COLUMN store_code");
    const customer = (db.prepare("SELECT id FROM customers WHERE email = ?").get(DEMO_CUSTOMER.email) as { id: number })
      .id;
    const insert = db.prepare(`INSERT INTO subscriptions (customer_id, product_sku, product_name, quantity, price,
      currency, frequency_weeks, status, next_delivery_date, created_at, updated_at)
      VALUES (?, 'PW-ZMA', 'ZMA', 1, ?, ?, 4, 'ACTIVE', '2026-12-24', ?, ?)`);
    const at = "2026-01-02 03:04:05";
    const order = db.prepare("SELECT id FROM orders WHERE customer_id = ? ORDER BY id DESC LIMIT 1").get(customer) as {
      id: number;
    };
    db.prepare("UPDATE orders SET store_code = 'it', currency = 'EUR', created_at = ? WHERE id = ?").run(at, order.id);
    const fromOrder = Number(insert.run(customer, 11.69, "EUR", at, at).lastInsertRowid);
    const noOrder = Number(
      insert.run(customer, 11.69, "EUR", "2026-01-03 00:00:00", "2026-01-03 00:00:00").lastInsertRowid,
    );
    const pounds = Number(
      insert.run(customer, 9.89, "GBP", "2026-01-04 00:00:00", "2026-01-04 00:00:00").lastInsertRowid,
    );
    const storeOf = (id: number) => db.prepare("SELECT store_code FROM subscriptions WHERE id = ?").pluck().get(id);

    subscriptionStoreMigration(db);
    subscriptionStoreMigration(db);

    expect(storeOf(fromOrder)).toBe("it");
    // No order to tell: the first store that sells in euros.
    expect(storeOf(noOrder)).toBe("ie");
    expect(storeOf(pounds)).toBe("default");
  });
});
