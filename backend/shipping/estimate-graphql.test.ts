// estimateShippingMethods and estimateTotals: Magento's GraphQL estimates for a country and postcode.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE } from "../seed/fixtures.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const METHODS = `mutation($id: String!, $c: CountryCodeEnum!) {
  estimateShippingMethods(input: {cart_id: $id, address: {country_code: $c, postcode: "M3 1AZ"}}) {
    carrier_code method_code carrier_title method_title available amount { value currency } } }`;

const TOTALS = `mutation($id: String!, $c: CountryCodeEnum!, $m: ShippingMethodInput) {
  estimateTotals(input: {cart_id: $id, address: {country_code: $c, postcode: "M3 1AZ"}, shipping_method: $m}) {
    cart { prices { grand_total { value currency } subtotal_including_tax { value } }
      shipping_addresses { country { code } selected_shipping_method { carrier_code method_code amount { value } } } } } }`;

async function cartWithCreatine() {
  const cartId = await newCart(backend);
  await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
  return cartId;
}

describe("estimateShippingMethods", () => {
  it("lists the methods for a UK address without changing the cart", async () => {
    const id = await cartWithCreatine();
    const d = await gql(backend, METHODS, { id, c: "GB" });
    expect(d.estimateShippingMethods.length).toBeGreaterThan(0);
    expect(d.estimateShippingMethods[0]).toMatchObject({ available: true, amount: { currency: "GBP" } });
    const cart = await gql(backend, `query($id: String!) { cart(cart_id: $id) { shipping_addresses { uid } } }`, {
      id,
    });
    expect(cart.cart.shipping_addresses).toEqual([]);
  });

  it("answers an unknown cart with Magento's error", async () => {
    const r = await backend.execute<any>(METHODS, { id: "nope", c: "GB" });
    expect(r.errors?.[0]?.message).toBe('Could not find a cart with ID "nope"');
  });
});

describe("estimateTotals", () => {
  it("adds the chosen method's price to the grand total", async () => {
    const id = await cartWithCreatine();
    const methods = (await gql(backend, METHODS, { id, c: "GB" })).estimateShippingMethods;
    const paid = methods.find((m: any) => m.amount.value > 0) ?? methods[0];
    const d = await gql(backend, TOTALS, {
      id,
      c: "GB",
      m: { carrier_code: paid.carrier_code, method_code: paid.method_code },
    });
    const cart = d.estimateTotals.cart;
    expect(cart.shipping_addresses[0].country.code).toBe("GB");
    expect(cart.shipping_addresses[0].selected_shipping_method).toMatchObject({
      carrier_code: paid.carrier_code,
      method_code: paid.method_code,
    });
    expect(cart.prices.grand_total.value).toBeCloseTo(cart.prices.subtotal_including_tax.value + paid.amount.value, 2);
  });
});
