// Magento's typed add mutations and the line edit Venia's edit dialog sends: addConfigurableProductsToCart
// and removeItemFromCart as two root fields of one request, run in order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE, STARTER_BUNDLE, WHEY } from "../seed/fixtures.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const LINES = `items { uid quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } }`;

// Venia's UpdateConfigurableOptions (cartPage/productListing/EditModal), field for field.
const EDIT = `mutation UpdateConfigurableOptions($cartId: String!, $cartItemId: ID!, $parentSku: String!,
  $variantSku: String!, $quantity: Float!) {
  addConfigurableProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { quantity: $quantity, sku: $variantSku }, parent_sku: $parentSku }] }) {
    cart { id }
  }
  removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $cartItemId }) {
    cart { id total_quantity ${LINES} }
  }
}`;

describe("editing a configurable line", () => {
  it("swaps the option and keeps the line's quantity", async () => {
    const cartId = await newCart(backend);
    const added = await gql(backend, ADD, {
      cartId,
      items: [{ sku: WHEY.variantSku("VAN", "1KG"), parent_sku: WHEY.sku, quantity: 2 }],
    });
    const old = added.addProductsToCart.cart.items[0];
    const d = await gql(backend, EDIT, {
      cartId,
      cartItemId: old.uid,
      parentSku: WHEY.sku,
      variantSku: WHEY.variantSku("CHOC", "1KG"),
      quantity: old.quantity,
    });
    const cart = d.removeItemFromCart.cart;
    expect(cart.total_quantity).toBe(2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].configured_variant.sku).toBe(WHEY.variantSku("CHOC", "1KG"));
    expect(cart.items[0].quantity).toBe(2);
    expect(cart.items[0].uid).not.toBe(old.uid);
  });
});

describe("typed add mutations", () => {
  const SIMPLE = `mutation($cartId: String!, $sku: String!, $qty: Float!) {
    addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $qty } }] }) {
      cart { total_quantity ${LINES} } } }`;

  it("adds a simple product", async () => {
    const cartId = await newCart(backend);
    const d = await gql(backend, SIMPLE, { cartId, sku: CREATINE.sku, qty: 3 });
    expect(d.addSimpleProductsToCart.cart.items).toEqual([
      expect.objectContaining({ quantity: 3, product: { sku: CREATINE.sku } }),
    ]);
  });

  it("answers an unknown sku with Magento's error and adds nothing", async () => {
    const cartId = await newCart(backend);
    const r = await backend.execute<any>(SIMPLE, { cartId, sku: "NOPE", qty: 1 });
    expect(r.errors?.[0]?.message).toBe('Could not find a product with SKU "NOPE"');
    expect(r.errors?.[0]?.extensions?.category).toBe("graphql-no-such-entity");
    expect(r.data?.addSimpleProductsToCart).toBeNull();
  });

  it("refuses more than the stock holds", async () => {
    const cartId = await newCart(backend);
    const r = await backend.execute<any>(SIMPLE, { cartId, sku: CREATINE.sku, qty: 9999 });
    expect(r.errors?.[0]?.message).toBe("The requested qty is not available");
    const cart = await gql(backend, `query($id: String!) { cart(cart_id: $id) { total_quantity } }`, { id: cartId });
    expect(cart.cart.total_quantity).toBe(0);
  });

  it("adds a configurable variant by parent_sku and data.sku", async () => {
    const cartId = await newCart(backend);
    const d = await gql(
      backend,
      `mutation($cartId: String!) { addConfigurableProductsToCart(input: { cart_id: $cartId, cart_items: [
        { parent_sku: "${WHEY.sku}", data: { sku: "${WHEY.variantSku("VAN", "1KG")}", quantity: 1 } }] }) {
        cart { ${LINES} } } }`,
      { cartId },
    );
    expect(d.addConfigurableProductsToCart.cart.items[0].configured_variant.sku).toBe(WHEY.variantSku("VAN", "1KG"));
  });

  it("refuses an unknown parent with Magento's error", async () => {
    const cartId = await newCart(backend);
    const r = await backend.execute<any>(
      `mutation($cartId: String!) { addConfigurableProductsToCart(input: { cart_id: $cartId, cart_items: [
        { parent_sku: "NOPE", data: { sku: "${WHEY.variantSku("VAN", "1KG")}", quantity: 1 } }] }) { cart { id } } }`,
      { cartId },
    );
    expect(r.errors?.[0]?.message).toBe('Could not find a product with SKU "NOPE"');
  });

  it("adds a bundle from bundle_options", async () => {
    const page = await gql(
      backend,
      `{ products(filter: {sku: {eq: "${STARTER_BUNDLE.sku}"}}) { items { ... on BundleProduct {
        items { option_id required options { id quantity product { sku stock_status } } } } } } }`,
    );
    const options = page.products.items[0].items.filter((o: any) => o.required);
    const bundle_options = options.map((o: any) => {
      const pick = o.options.find((x: any) => x.product.stock_status === "IN_STOCK");
      return { id: o.option_id, quantity: pick.quantity, value: [String(pick.id)] };
    });
    const cartId = await newCart(backend);
    const d = await gql(
      backend,
      `mutation($cartId: String!, $opts: [BundleOptionInput]!) { addBundleProductsToCart(input: { cart_id: $cartId,
        cart_items: [{ data: { sku: "${STARTER_BUNDLE.sku}", quantity: 1 }, bundle_options: $opts }] }) {
        cart { items { quantity product { sku } ... on BundleCartItem { bundle_options { values { product_sku } } } } } } }`,
      { cartId, opts: bundle_options },
    );
    const item = d.addBundleProductsToCart.cart.items[0];
    expect(item.product.sku).toBe(STARTER_BUNDLE.sku);
    expect(item.bundle_options).toHaveLength(options.length);
  });
});
