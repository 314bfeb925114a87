// reorderItems (a customer's own order back into their cart, with Magento's userInputErrors) and cancelOrder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { OTHER_CUSTOMER_ORDER, PROCESSING_ORDER, TWO_CARRIER_ORDER } from "../seed/fixtures-sales.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let bearer: Record<string, string>;
beforeAll(async () => {
  backend = newBackend();
  const t = await gql(
    backend,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
  );
  bearer = { Authorization: `Bearer ${t.generateCustomerToken.token}` };
}, 60_000);
afterAll(() => backend.close());

const REORDER = `mutation($n: String!) { reorderItems(orderNumber: $n) {
  cart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } }
    ... on BundleCartItem { bundle_options { values { product_sku } } } } }
  userInputErrors { path code message } } }`;

const skuOf = (i: any) => i.configured_variant?.sku ?? i.product.sku;

describe("reorderItems", () => {
  it("puts a configurable and a simple line of the order back into the customer's cart", async () => {
    const d = await gql(backend, REORDER, { n: PROCESSING_ORDER.number }, bearer);
    const items = d.reorderItems.cart.items;
    expect(d.reorderItems.userInputErrors).toEqual([]);
    expect(items.find((i: any) => skuOf(i) === PROCESSING_ORDER.whey.sku)?.quantity).toBe(
      PROCESSING_ORDER.whey.ordered,
    );
    expect(items.find((i: any) => skuOf(i) === PROCESSING_ORDER.omega.sku)?.quantity).toBe(
      PROCESSING_ORDER.omega.ordered,
    );
  });

  it("puts an order's bundle back with its parts", async () => {
    const d = await gql(backend, REORDER, { n: TWO_CARRIER_ORDER.number }, bearer);
    const bundle = d.reorderItems.cart.items.find((i: any) => i.bundle_options);
    expect(bundle?.bundle_options.length).toBeGreaterThan(0);
  });

  it("refuses another customer's order with Magento's error", async () => {
    const r = await backend.execute<any>(REORDER, { n: OTHER_CUSTOMER_ORDER.number }, bearer);
    expect(r.errors?.[0]?.message).toBe(
      `Order number "${OTHER_CUSTOMER_ORDER.number}" doesn't belong to the current customer`,
    );
  });

  it("refuses a guest", async () => {
    const r = await backend.execute<any>(REORDER, { n: PROCESSING_ORDER.number });
    expect(r.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });

  it("answers a line the stock cannot cover as a userInputError and adds the rest", async () => {
    backend.db
      .prepare("UPDATE stock SET qty = 0, is_in_stock = 0 WHERE product_id = (SELECT id FROM products WHERE sku = ?)")
      .run(PROCESSING_ORDER.omega.sku);
    const d = await gql(backend, REORDER, { n: PROCESSING_ORDER.number }, bearer);
    expect(d.reorderItems.userInputErrors).toContainEqual({
      path: ["orderNumber"],
      code: expect.stringMatching(/^(INSUFFICIENT_STOCK|NOT_SALABLE)$/),
      message: expect.any(String),
    });
    expect(d.reorderItems.cart.items.some((i: any) => skuOf(i) === PROCESSING_ORDER.whey.sku)).toBe(true);
  });
});

describe("cancelOrder", () => {
  const CANCEL = `mutation($id: ID!) { cancelOrder(input: {order_id: $id, reason: "Changed my mind"}) {
    error order { number status } } }`;
  const idOf = async (number: string) =>
    (
      await gql(
        backend,
        `query($n: String!) { customer { orders(filter: {number: {eq: $n}}) { items { id } } } }`,
        { n: number },
        bearer,
      )
    ).customer.orders.items[0].id;

  it("answers as a stock Magento with customer cancellation off", async () => {
    const d = await gql(backend, CANCEL, { id: await idOf(PROCESSING_ORDER.number) }, bearer);
    expect(d.cancelOrder).toEqual({ error: "Order cancellation is not enabled for requested store.", order: null });
  });

  it("says a complete order cannot be cancelled", async () => {
    const d = await gql(backend, CANCEL, { id: await idOf(TWO_CARRIER_ORDER.number) }, bearer);
    expect(d.cancelOrder.error).toBe("Order already closed, complete, cancelled or on hold");
    expect(d.cancelOrder.order.number).toBe(TWO_CARRIER_ORDER.number);
  });

  it("refuses a guest", async () => {
    const r = await backend.execute<any>(CANCEL, { id: "1" });
    expect(r.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });
});
