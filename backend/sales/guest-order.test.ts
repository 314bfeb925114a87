// Query.guestOrder (number, email and postcode of a guest's order), the deprecated root customerOrders
// and CustomerOrder.state, as Magento's SalesGraphQl answers them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { CREATINE } from "../seed/fixtures.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let number: string;
const EMAIL = "guest.buyer@example.com";
const ADDRESS = {
  firstname: "Robin",
  lastname: "Guest",
  street: ["1 Deansgate"],
  city: "Manchester",
  postcode: "M3 1AZ",
  country_code: "GB",
  telephone: "+441615550100",
};

/** A guest checkout through GraphQL only, as a Magento client places it. */
async function placeGuestOrder(): Promise<string> {
  const cartId = await newCart(backend);
  await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
  await gql(
    backend,
    `mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: $e}) { cart { id } } }`,
    { id: cartId, e: EMAIL },
  );
  const shipped = await gql(
    backend,
    `mutation($id: String!, $a: CartAddressInput!) {
      setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) {
        cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } } } }`,
    { id: cartId, a: ADDRESS },
  );
  const method = shipped.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods.find(
    (m: any) => m.available,
  );
  await gql(
    backend,
    `mutation($id: String!, $a: CartAddressInput!, $c: String!, $m: String!) {
      setBillingAddressOnCart(input: {cart_id: $id, billing_address: {address: $a}}) { cart { id } }
      setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: $c, method_code: $m}]}) { cart { id } }
      setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) { cart { id } } }`,
    { id: cartId, a: ADDRESS, c: method.carrier_code, m: method.method_code },
  );
  const d = await gql(backend, `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number } } }`, {
    id: cartId,
  });
  return d.placeOrder.orderV2.number;
}

beforeAll(async () => {
  backend = newBackend();
  number = await placeGuestOrder();
}, 60_000);
afterAll(() => backend.close());

const GUEST_ORDER = `query($n: String!, $e: String!, $p: String!) {
  guestOrder(input: {number: $n, email: $e, postcode: $p}) { number email status state items { product_sku } } }`;

describe("guestOrder", () => {
  it("finds a guest's order by number, email and billing postcode", async () => {
    const d = await gql(backend, GUEST_ORDER, { n: number, e: EMAIL, p: ADDRESS.postcode });
    expect(d.guestOrder).toEqual({
      number,
      email: EMAIL,
      status: "Pending",
      state: "new",
      items: [{ product_sku: CREATINE.sku }],
    });
  });

  it("answers a wrong email, postcode or number with Magento's one error", async () => {
    for (const vars of [
      { n: number, e: "someone.else@example.com", p: ADDRESS.postcode },
      { n: number, e: EMAIL, p: "SW1A 1AA" },
      { n: "000000999", e: EMAIL, p: ADDRESS.postcode },
    ]) {
      const r = await backend.execute<any>(GUEST_ORDER, vars);
      expect(r.errors?.[0]?.message).toBe("We couldn't locate an order with the information provided.");
      expect(r.errors?.[0]?.extensions?.category).toBe("graphql-no-such-entity");
    }
  });

  it("does not find the order in another store view", async () => {
    const r = await backend.execute<any>(GUEST_ORDER, { n: number, e: EMAIL, p: ADDRESS.postcode }, { Store: "ie" });
    expect(r.errors?.[0]?.message).toBe("We couldn't locate an order with the information provided.");
  });
});

describe("customerOrders (deprecated root field)", () => {
  it("lists the signed-in customer's orders", async () => {
    const t = await gql(
      backend,
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    );
    const d = await gql(
      backend,
      `{ customerOrders { total_count items { order_number status state } } }`,
      {},
      {
        Authorization: `Bearer ${t.generateCustomerToken.token}`,
      },
    );
    expect(d.customerOrders.total_count).toBeGreaterThan(0);
    expect(d.customerOrders.items[0].order_number).toMatch(/^\d+$/);
    expect(d.customerOrders.items.map((o: any) => o.state)).not.toContain(null);
  });

  it("refuses a guest with Magento's authorization error", async () => {
    const r = await backend.execute<any>(`{ customerOrders { items { order_number } } }`);
    expect(r.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });
});
