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
    // 9.99 with 20 % VAT holds 1.67 of VAT (1.665 rounded half up): 8.32 net, so that net and VAT
    // add up to the shelf price (9.99 / 1.2 rounded on its own would be 8.33, a penny too much).
    expect(home.items[0].prices).toEqual({ price: { value: 8.32 }, price_including_tax: { value: 9.99 } });

    // The basket's estimate address says Germany: 19 % MwSt. is what the shelf price contains.
    backend.db
      .prepare("UPDATE carts SET shipping_address = ? WHERE masked_id = ?")
      .run(JSON.stringify({ country_id: "DE" }), cartId);
    const abroad = (await gql(backend, PRICES, { cartId })).cart;
    expect(abroad.items[0].prices).toEqual({ price: { value: 8.39 }, price_including_tax: { value: 9.99 } });
    expect(abroad.prices.applied_taxes.map((t: { label: string }) => t.label)).toEqual(["MwSt."]);
  });
});

describe("the basket's net subtotal and its VAT", () => {
  const TOTALS = `query ($cartId: String!) { cart(cart_id: $cartId) { prices {
    subtotal_including_tax { value } subtotal_excluding_tax { value } applied_taxes { amount { value } }
  } } }`;
  const cents = (value: number) => Math.round(value * 100);

  it("add up to the subtotal to the cent, whatever the quantities", async () => {
    // Without a delivery or a discount the VAT is the subtotal's. Dividing and rounding the net and
    // the VAT each on its own left them a penny over the subtotal for 1, 3 and 9 creatine (9.99 each).
    for (const quantity of [1, 2, 3, 5, 9]) {
      const cartId = await newCart(backend);
      await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity }] });
      const { prices } = (await gql(backend, TOTALS, { cartId })).cart;
      expect(prices.subtotal_including_tax.value).toBe(Number((9.99 * quantity).toFixed(2)));
      expect(cents(prices.subtotal_excluding_tax.value) + cents(prices.applied_taxes[0].amount.value)).toBe(
        cents(prices.subtotal_including_tax.value),
      );
    }
  });
});
