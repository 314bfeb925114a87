// The store's free-delivery threshold in storeConfig (what the home page promises), in the shopper's
// display currency, the same figure the basket's progress bar counts towards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const threshold = async (headers: Record<string, string>) =>
  (await gql(backend, `{ storeConfig { free_delivery_amount } }`, {}, headers)).storeConfig.free_delivery_amount;

describe("storeConfig.free_delivery_amount", () => {
  it("is each store's own threshold in its base currency", async () => {
    expect(await threshold({ Store: "default" })).toBe(50);
    expect(await threshold({ Store: "us" })).toBe(75);
    expect(await threshold({ Store: "de" })).toBe(60);
  });

  it("is converted into the display currency the shopper chose, as the cart's is", async () => {
    const inEuro = await threshold({ Store: "default", "Content-Currency": "EUR" });
    expect(inEuro).not.toBe(50);
    const cartId = (await gql(backend, `mutation { createEmptyCart }`, {}, { Store: "default" })).createEmptyCart;
    const cart = await gql(
      backend,
      `query($id: String!) { cart(cart_id: $id) { free_delivery_amount } }`,
      { id: cartId },
      { Store: "default", "Content-Currency": "EUR" },
    );
    expect(inEuro).toBe(cart.cart.free_delivery_amount);
  });

  it("is not answered for the other stores of availableStores", async () => {
    const data = await gql(
      backend,
      `{ availableStores { store_code free_delivery_amount } }`,
      {},
      { Store: "default" },
    );
    expect(data.availableStores.every((s: { free_delivery_amount: null }) => s.free_delivery_amount === null)).toBe(
      true,
    );
  });
});
