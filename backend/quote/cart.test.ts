import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE, ELECTROLYTES, STARTER_BUNDLE, WHEY } from "../seed/fixtures.js";
import { ADD, CART_FIELDS, gql, newBackend, newCart, optionUids } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

describe("cart totals", () => {
  it("adds 2 x whey 1 kg + 1 creatine in GBP with VAT included", async () => {
    const cartId = await newCart(backend);
    const d = await gql(backend, ADD, {
      cartId,
      items: [
        { sku: WHEY.variantSku("VAN", "1KG"), parent_sku: WHEY.sku, quantity: 2 },
        { sku: CREATINE.sku, quantity: 1 },
      ],
    });
    const { cart, user_errors } = d.addProductsToCart;
    expect(user_errors).toEqual([]);
    expect(cart.total_quantity).toBe(3);
    // 2 x 19.99 + 9.99 = 49.97 incl. 20% VAT -> tax 8.33, net 41.64
    expect(cart.prices.grand_total).toEqual({ value: 49.97, currency: "GBP" });
    expect(cart.prices.subtotal_including_tax).toEqual({ value: 49.97, currency: "GBP" });
    expect(cart.prices.subtotal_excluding_tax).toEqual({ value: 41.64, currency: "GBP" });
    expect(cart.prices.applied_taxes).toEqual([{ label: "VAT", amount: { value: 8.33, currency: "GBP" } }]);
    const whey = cart.items.find((i: any) => i.product.sku === WHEY.sku);
    expect(whey.configured_variant.sku).toBe("PW-WHEY-VAN-1KG");
    expect(whey.configurable_options).toEqual([
      { option_label: "Flavour", value_label: "Vanilla" },
      { option_label: "Size", value_label: "1 kg" },
    ]);
    expect(whey.prices.row_total_including_tax).toEqual({ value: 39.98, currency: "GBP" });
  });

  it("computes the same cart in EUR with German VAT for Store: de", async () => {
    const de = { Store: "de" };
    const cartId = await newCart(backend, de);
    const uids = await optionUids(backend, WHEY.url_key);
    const d = await gql(
      backend,
      ADD,
      {
        cartId,
        items: [
          { sku: WHEY.sku, quantity: 2, selected_options: [uids["Chocolate Smooth"], uids["1 kg"]] },
          { sku: CREATINE.sku, quantity: 1 },
        ],
      },
      de,
    );
    const { cart, user_errors } = d.addProductsToCart;
    expect(user_errors).toEqual([]);
    expect(cart.total_quantity).toBe(3);
    // 2 x 22.99 + 11.99 = 57.97 incl. 19% MwSt. -> tax 9.26, net 48.71
    expect(cart.prices.grand_total).toEqual({ value: 57.97, currency: "EUR" });
    expect(cart.prices.subtotal_excluding_tax).toEqual({ value: 48.71, currency: "EUR" });
    expect(cart.prices.applied_taxes[0]).toEqual({ label: "MwSt.", amount: { value: 9.26, currency: "EUR" } });
    expect(cart.items.find((i: any) => i.product.sku === WHEY.sku).configurable_options[0].value_label).toBe(
      "Schokolade",
    );
  });

  it("merges identical lines and keeps different variants apart", async () => {
    const cartId = await newCart(backend);
    await gql(backend, ADD, { cartId, items: [{ sku: "PW-WHEY-VAN-1KG", parent_sku: WHEY.sku, quantity: 1 }] });
    const d = await gql(backend, ADD, {
      cartId,
      items: [
        { sku: "PW-WHEY-VAN-1KG", parent_sku: WHEY.sku, quantity: 2 },
        { sku: "PW-WHEY-CHOC-1KG", parent_sku: WHEY.sku, quantity: 1 },
      ],
    });
    const items = d.addProductsToCart.cart.items;
    expect(items.map((i: any) => [i.configured_variant.sku, i.quantity])).toEqual([
      ["PW-WHEY-VAN-1KG", 3],
      ["PW-WHEY-CHOC-1KG", 1],
    ]);
  });

  it("adds a bundle with its selected options, priced as the sum of the selections", async () => {
    const cartId = await newCart(backend);
    const p = await gql(
      backend,
      `{ products(filter: {sku: {eq: "${STARTER_BUNDLE.sku}"}}) { items { ... on BundleProduct {
      items { title required options { uid is_default product { sku } } } } } } }`,
    );
    const items = p.products.items[0].items;
    expect(items.filter((i: any) => i.required).length).toBeGreaterThanOrEqual(2);
    const defaults = items.filter((i: any) => i.required).map((i: any) => i.options.find((o: any) => o.is_default).uid);
    const d = await gql(backend, ADD, {
      cartId,
      items: [{ sku: STARTER_BUNDLE.sku, quantity: 1, selected_options: defaults }],
    });
    expect(d.addProductsToCart.user_errors).toEqual([]);
    const item = d.addProductsToCart.cart.items[0];
    expect(item.bundle_options.map((o: any) => o.values[0].product_sku)).toEqual(["PW-WHEY-CHOC-1KG", CREATINE.sku]);
    expect(d.addProductsToCart.cart.prices.grand_total.value).toBe(29.98); // 19.99 + 9.99

    const missing = await gql(backend, ADD, {
      cartId,
      items: [{ sku: STARTER_BUNDLE.sku, quantity: 1, selected_options: [defaults[0]] }],
    });
    expect(missing.addProductsToCart.user_errors[0].code).toBe("UNDEFINED");
  });

  it("removes items and rejects unknown carts with Magento's message", async () => {
    const cartId = await newCart(backend);
    const added = await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
    const uid = added.addProductsToCart.cart.items[0].uid;
    const removed = await gql(
      backend,
      `mutation($c: String!, $u: ID) { removeItemFromCart(input: {cart_id: $c, cart_item_uid: $u}) { cart { total_quantity items { uid } } } }`,
      { c: cartId, u: uid },
    );
    expect(removed.removeItemFromCart.cart).toEqual({ total_quantity: 0, items: [] });
    const r = await backend.execute<any>(`{ cart(cart_id: "nope") { id } }`);
    expect(r.errors?.[0].message).toBe('Could not find a cart with ID "nope"');
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});

describe("stock", () => {
  const cartQuery = `query($c: String!) { cart(cart_id: $c) { ${CART_FIELDS} } }`;

  it("refuses an out-of-stock variant and leaves the cart unchanged", async () => {
    const cartId = await newCart(backend);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] });
    const before = await gql(backend, cartQuery, { c: cartId });
    const d = await gql(backend, ADD, {
      cartId,
      items: [{ sku: "PW-WHEY-SALT-5KG", parent_sku: WHEY.sku, quantity: 1 }],
    });
    expect(d.addProductsToCart.user_errors).toEqual([{ code: "NOT_SALABLE", message: expect.any(String) }]);
    const uids = await optionUids(backend, WHEY.url_key);
    const d2 = await gql(backend, ADD, {
      cartId,
      items: [{ sku: WHEY.sku, quantity: 1, selected_options: [uids["Strawberry Cream"], uids["1 kg"]] }],
    });
    expect(d2.addProductsToCart.user_errors[0].code).toBe("NOT_SALABLE");
    const d3 = await gql(backend, ADD, { cartId, items: [{ sku: ELECTROLYTES.sku, quantity: 1 }] });
    expect(d3.addProductsToCart.user_errors[0].code).toBe("NOT_SALABLE");
    expect(await gql(backend, cartQuery, { c: cartId })).toEqual(before);
  });

  it("refuses more than the stock quantity, counting what is already in the cart", async () => {
    const cartId = await newCart(backend);
    const over = await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: CREATINE.stockQty + 1 }] });
    expect(over.addProductsToCart.user_errors).toEqual([
      { code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" },
    ]);
    expect(over.addProductsToCart.cart.items).toEqual([]);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 40 }] });
    const again = await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 11 }] });
    expect(again.addProductsToCart.user_errors[0].code).toBe("INSUFFICIENT_STOCK");
    expect(again.addProductsToCart.cart.total_quantity).toBe(40);
  });

  it("refuses updateCartItems above stock and removes an item at quantity 0", async () => {
    const cartId = await newCart(backend);
    const added = await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 2 }] });
    const uid = added.addProductsToCart.cart.items[0].uid;
    const update = `mutation($c: String!, $u: ID, $q: Float) { updateCartItems(input: {cart_id: $c, cart_items: [{cart_item_uid: $u, quantity: $q}]}) { cart { total_quantity } } }`;
    const r = await backend.execute<any>(update, { c: cartId, u: uid, q: 51 });
    expect(r.errors?.[0].message).toBe("The requested qty is not available");
    expect((await gql(backend, cartQuery, { c: cartId })).cart.total_quantity).toBe(2);
    expect((await gql(backend, update, { c: cartId, u: uid, q: 5 })).updateCartItems.cart.total_quantity).toBe(5);
    expect((await gql(backend, update, { c: cartId, u: uid, q: 0 })).updateCartItems.cart.total_quantity).toBe(0);
  });

  it("reports unknown skus as PRODUCT_NOT_FOUND", async () => {
    const cartId = await newCart(backend);
    const d = await gql(backend, ADD, { cartId, items: [{ sku: "NOPE", quantity: 1 }] });
    expect(d.addProductsToCart.user_errors).toEqual([
      { code: "PRODUCT_NOT_FOUND", message: 'Could not find a product with SKU "NOPE"' },
    ]);
  });
});
