// A bundle costs in the basket what its product page lists: the sum of the listed part prices times
// their quantities, in a converted currency too (where rounding each part differs from rounding
// the sum). Mirrors `bundlePrice` in app/state/product-selection.ts, which the page uses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { STARTER_BUNDLE } from "../seed/fixtures.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const BUNDLE_QUERY = `{ products(filter: {sku: {eq: "${STARTER_BUNDLE.sku}"}}) { items { ... on BundleProduct {
  items { required type options { uid price quantity is_default product { sku stock_status } } } } } } }`;

describe("bundle price", () => {
  for (const currency of ["GBP", "EUR", "USD"]) {
    it(`charges the listed part prices in ${currency}`, async () => {
      const headers = { "Content-Currency": currency };
      const page = await gql(backend, BUNDLE_QUERY, {}, headers);
      // The first part in stock of every option, the optional shaker included.
      const chosen = page.products.items[0].items.map((item: any) =>
        item.options.find((o: any) => o.product.stock_status === "IN_STOCK"),
      );
      const listed = chosen.reduce((sum: number, o: any) => sum + (Math.round(o.price * 100) / 100) * o.quantity, 0);
      const cartId = await newCart(backend, headers);
      const added = await gql(
        backend,
        ADD,
        { cartId, items: [{ sku: STARTER_BUNDLE.sku, quantity: 1, selected_options: chosen.map((o: any) => o.uid) }] },
        headers,
      );
      expect(added.addProductsToCart.user_errors).toEqual([]);
      expect(added.addProductsToCart.cart.items[0].prices.row_total_including_tax.value).toBeCloseTo(listed, 2);
    });
  }
});
