// Downloadable products as a stock Magento Open Source 2.4.7 answers for a catalogue without any: a
// customer has nothing to download, a guest is not authorized, and addDownloadableProductsToCart adds
// like addSimpleProductsToCart (Magento's own resolver for it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE } from "../seed/fixtures.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const DOWNLOADS = `{ customerDownloadableProducts { items { order_increment_id title: status download_url } } }`;

describe("customerDownloadableProducts", () => {
  it("is an empty list for a signed-in customer", async () => {
    const { generateCustomerToken } = await gql(
      backend,
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    );
    const r = await backend.execute<any>(DOWNLOADS, {}, { Authorization: `Bearer ${generateCustomerToken.token}` });
    expect(r.errors).toBeUndefined();
    expect(r.data.customerDownloadableProducts).toEqual({ items: [] });
  });

  it("is refused to a guest with Magento's message", async () => {
    const r = await backend.execute<any>(DOWNLOADS, {});
    expect(r.errors?.[0].message).toBe("The current customer isn't authorized.");
    expect(r.errors?.[0].extensions?.category).toBe("graphql-authorization");
  });
});

describe("addDownloadableProductsToCart", () => {
  const ADD = `mutation($cartId: String!, $sku: String!) { addDownloadableProductsToCart(input: { cart_id: $cartId,
    cart_items: [{ data: { sku: $sku, quantity: 2 }, downloadable_product_links: [{ link_id: 1 }] }] }) {
      cart { total_quantity items { quantity product { sku } } } } }`;

  it("adds a product as addSimpleProductsToCart does", async () => {
    const cartId = await newCart(backend);
    const d = await gql(backend, ADD, { cartId, sku: CREATINE.sku });
    expect(d.addDownloadableProductsToCart.cart).toEqual({
      total_quantity: 2,
      items: [{ quantity: 2, product: { sku: CREATINE.sku } }],
    });
  });

  it("answers an unknown SKU with Magento's error", async () => {
    const cartId = await newCart(backend);
    const r = await backend.execute<any>(ADD, { cartId, sku: "NOPE" });
    expect(r.errors?.[0].message).toBe('Could not find a product with SKU "NOPE"');
  });
});
