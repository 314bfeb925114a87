// setPaymentMethodAndPlaceOrder (deprecated in Magento 2.4, still served): payment and place in one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE } from "../seed/fixtures.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const ADDRESS = {
  firstname: "Robin",
  lastname: "Guest",
  street: ["1 Deansgate"],
  city: "Manchester",
  postcode: "M3 1AZ",
  country_code: "GB",
  telephone: "+441615550100",
};

const PLACE = `mutation($id: String!, $code: String!) {
  setPaymentMethodAndPlaceOrder(input: {cart_id: $id, payment_method: {code: $code}}) {
    orderV2 { number total { grand_total { value } } payment_methods { type } } errors { code message } } }`;

async function readyCart(): Promise<string> {
  const id = await newCart(backend);
  await gql(backend, ADD, { cartId: id, items: [{ sku: CREATINE.sku, quantity: 1 }] });
  const shipped = await gql(
    backend,
    `mutation($id: String!, $a: CartAddressInput!) {
      setGuestEmailOnCart(input: {cart_id: $id, email: "one.step@example.com"}) { cart { id } }
      setBillingAddressOnCart(input: {cart_id: $id, billing_address: {address: $a}}) { cart { id } }
      setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) {
        cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } } } }`,
    { id, a: ADDRESS },
  );
  const m = shipped.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods[0];
  await gql(
    backend,
    `mutation($id: String!, $c: String!, $m: String!) {
      setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: $c, method_code: $m}]}) { cart { id } } }`,
    { id, c: m.carrier_code, m: m.method_code },
  );
  return id;
}

describe("setPaymentMethodAndPlaceOrder", () => {
  it("sets the payment method and places the order in one mutation", async () => {
    const id = await readyCart();
    const d = await gql(backend, PLACE, { id, code: "banktransfer" });
    const out = d.setPaymentMethodAndPlaceOrder;
    expect(out.errors).toEqual([]);
    expect(out.orderV2.number).toMatch(/^\d+$/);
    expect(out.orderV2.payment_methods[0].type).toBe("banktransfer");
    expect(out.orderV2.total.grand_total.value).toBeGreaterThan(0);
  });

  it("refuses an unknown cart with Magento's error", async () => {
    const r = await backend.execute<any>(PLACE, { id: "nope", code: "banktransfer" });
    expect(r.errors?.[0]?.message).toBe('Could not find a cart with ID "nope"');
  });
});
