// assignCustomerToGuestCart: a guest cart becomes the signed-in customer's, their previous cart merged in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

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

const ASSIGN = `mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) {
  id total_quantity items { quantity product { sku } } } }`;

describe("assignCustomerToGuestCart", () => {
  it("makes the guest cart the customer's with their previous cart's lines added", async () => {
    const mine = await gql(backend, `{ customerCart { id } }`, {}, bearer);
    await gql(backend, ADD, { cartId: mine.customerCart.id, items: [{ sku: CREATINE.sku, quantity: 1 }] }, bearer);
    const guestId = await newCart(backend);
    await gql(backend, ADD, {
      cartId: guestId,
      items: [
        { sku: CREATINE.sku, quantity: 2 },
        { sku: WHEY.variantSku("VAN", "1KG"), parent_sku: WHEY.sku, quantity: 1 },
      ],
    });
    const d = await gql(backend, ASSIGN, { id: guestId }, bearer);
    expect(d.assignCustomerToGuestCart.id).toBe(guestId);
    expect(d.assignCustomerToGuestCart.total_quantity).toBe(4);
    expect(d.assignCustomerToGuestCart.items.find((i: any) => i.product.sku === CREATINE.sku).quantity).toBe(3);
    // The customer's cart is now that one; the guest can no longer use it.
    const after = await gql(backend, `{ customerCart { id } }`, {}, bearer);
    expect(after.customerCart.id).toBe(guestId);
    const r = await backend.execute<any>(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: guestId });
    expect(r.errors?.[0]?.message).toBe(`The current user cannot perform operations on cart "${guestId}"`);
  });

  it("refuses a guest caller", async () => {
    const guestId = await newCart(backend);
    const r = await backend.execute<any>(ASSIGN, { id: guestId });
    expect(r.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });

  it("refuses a cart that is already a customer's", async () => {
    const mine = await gql(backend, `{ customerCart { id } }`, {}, bearer);
    const r = await backend.execute<any>(ASSIGN, { id: mine.customerCart.id }, bearer);
    expect(r.errors?.[0]?.message).toBe(`The current user cannot perform operations on cart "${mine.customerCart.id}"`);
  });
});
