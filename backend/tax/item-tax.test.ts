// A cart item's net prices follow the cart's tax: the destination's VAT once the basket has an
// estimate address in another country (the shelf price, VAT included, stays).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE } from "../seed/fixtures.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const PRICES = `query ($cartId: String!) { cart(cart_id: $cartId) {
  items { prices { price { value } price_including_tax { value } } }
  prices { applied_taxes { label amount { value } } }
} }`;

describe("cart item net prices", () => {
  it("use the store's VAT at home and the destination's VAT abroad", async () => {
    const cartId = await newCart(backend);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
    const home = (await gql(backend, PRICES, { cartId })).cart;
    // 9.99 with 20 % VAT: 8.33 net
    expect(home.items[0].prices).toEqual({ price: { value: 8.33 }, price_including_tax: { value: 9.99 } });

    // The basket's estimate address says Germany: 19 % MwSt. is what the shelf price contains.
    backend.db
      .prepare("UPDATE carts SET shipping_address = ? WHERE masked_id = ?")
      .run(JSON.stringify({ country_id: "DE" }), cartId);
    const abroad = (await gql(backend, PRICES, { cartId })).cart;
    expect(abroad.items[0].prices).toEqual({ price: { value: 8.39 }, price_including_tax: { value: 9.99 } });
    expect(abroad.prices.applied_taxes.map((t: { label: string }) => t.label)).toEqual(["MwSt."]);
  });
});
