// Quantities are whole units on every path that sets one (addProductsToCart, updateCartItems, a
// bundle part's quantity, mergeCarts, placing the order): a caller of the GraphQL API cannot buy
// half a tub, or 0.001 of one at a thousandth of its price.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { encodeUid } from "../shared/uid.js";
import { ADD, backendOnDisk, gql, newCart } from "../../tests/support/backend-helpers.js";

const DECIMAL = "You cannot use decimal quantity for this product.";
const NOT_POSITIVE = "The product quantity should be greater than 0";
const REFUSED: Array<[number, string]> = [
  [0.5, DECIMAL],
  [1e-9, DECIMAL],
  [1.5, DECIMAL],
  [-1, NOT_POSITIVE],
];

let dir: string;
let backend: EmbeddedBackend;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pw-qty-"));
  backend = backendOnDisk(dir, { customers: { signInLimits: { delayStepMs: 0 } } });
}, 60_000);
afterAll(() => {
  backend.close();
  rmSync(dir, { recursive: true, force: true });
});

const UPDATE = `mutation($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { items { uid quantity } } } }`;
const ITEMS = `query($id: String!) { cart(cart_id: $id) { total_quantity items { uid quantity product { sku } } } }`;

async function cartWithCreatine(quantity = 1) {
  const cartId = await newCart(backend);
  const d = await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity }] });
  expect(d.addProductsToCart.user_errors).toEqual([]);
  return { cartId, uid: d.addProductsToCart.cart.items[0].uid as string };
}

describe("whole quantities through GraphQL", () => {
  it.each(REFUSED)("addProductsToCart refuses %s with Magento's message and adds nothing", async (qty, message) => {
    const cartId = await newCart(backend);
    const d = await gql(backend, ADD, {
      cartId,
      items: [
        { sku: CREATINE.sku, quantity: qty },
        { sku: WHEY.variantSku("VAN", "1KG"), parent_sku: WHEY.sku, quantity: qty },
      ],
    });
    expect(d.addProductsToCart.user_errors).toEqual([
      { code: "UNDEFINED", message },
      { code: "UNDEFINED", message },
    ]);
    expect(d.addProductsToCart.cart.items).toEqual([]);
  });

  it("addProductsToCart accepts 2, and refuses a fraction on top of a line already there", async () => {
    const { cartId } = await cartWithCreatine(2);
    const d = await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 0.5 }] });
    expect(d.addProductsToCart.user_errors[0].message).toBe(DECIMAL);
    expect(d.addProductsToCart.cart.items.map((i: any) => i.quantity)).toEqual([2]);
  });

  it.each(REFUSED)("updateCartItems refuses %s and keeps the quantity", async (qty, message) => {
    const { cartId, uid } = await cartWithCreatine(1);
    const r = await backend.execute<any>(UPDATE, {
      input: { cart_id: cartId, cart_items: [{ cart_item_uid: uid, quantity: qty }] },
    });
    expect(r.errors?.[0]?.message).toBe(message);
    expect((await gql(backend, ITEMS, { id: cartId })).cart.items[0].quantity).toBe(1);
  });

  it("updateCartItems accepts 2 and removes the line at 0", async () => {
    const { cartId, uid } = await cartWithCreatine(1);
    const two = await gql(backend, UPDATE, {
      input: { cart_id: cartId, cart_items: [{ cart_item_uid: uid, quantity: 2 }] },
    });
    expect(two.updateCartItems.cart.items[0].quantity).toBe(2);
    const zero = await gql(backend, UPDATE, {
      input: { cart_id: cartId, cart_items: [{ cart_item_uid: uid, quantity: 0 }] },
    });
    expect(zero.updateCartItems.cart.items).toEqual([]);
  });

  it.each(REFUSED)("a bundle part's quantity of %s is refused; 2 is taken", async (qty, message) => {
    const p = await gql(
      backend,
      `{ products(filter: {sku: {eq: "PW-BUNDLE-VEGAN"}}) { items { ... on BundleProduct {
      items { option_id required options { id uid is_default can_change_quantity product { sku } } } } } } }`,
    );
    const options = p.products.items[0].items as any[];
    const chosen = options.filter((o) => o.required).map((o) => o.options.find((x: any) => x.is_default).uid);
    const vitamins = options.find((o) => o.options.some((x: any) => x.product.sku === "PW-D3"));
    const d3 = vitamins.options.find((x: any) => x.product.sku === "PW-D3");
    expect(d3.can_change_quantity).toBe(true);
    const part = (q: number) => encodeUid(`bundle/${vitamins.option_id}/${d3.id}/${q}`);
    const others = chosen.filter((_, i) => options.filter((o) => o.required)[i] !== vitamins);

    const cartId = await newCart(backend);
    const refused = await gql(backend, ADD, {
      cartId,
      items: [{ sku: "PW-BUNDLE-VEGAN", quantity: 1, selected_options: [...others, part(qty)] }],
    });
    expect(refused.addProductsToCart.user_errors).toEqual([{ code: "UNDEFINED", message }]);
    expect(refused.addProductsToCart.cart.items).toEqual([]);

    const taken = await gql(backend, ADD, {
      cartId,
      items: [{ sku: "PW-BUNDLE-VEGAN", quantity: 1, selected_options: [...others, part(2)] }],
    });
    expect(taken.addProductsToCart.user_errors).toEqual([]);
    const values = taken.addProductsToCart.cart.items[0].bundle_options.flatMap((o: any) => o.values);
    expect(values.find((v: any) => v.product_sku === "PW-D3").quantity).toBe(2);
  });

  it("the typed adds (addSimpleProductsToCart) never put a fraction in the cart", async () => {
    const cartId = await newCart(backend);
    await backend.execute(
      `mutation($id: String!) { addSimpleProductsToCart(input: {cart_id: $id, cart_items: [{data: {sku: "${CREATINE.sku}", quantity: 0.5}}]}) { cart { id } } }`,
      { id: cartId },
    );
    const items = (await gql(backend, ITEMS, { id: cartId })).cart.items as any[];
    expect(items.every((i) => Number.isInteger(i.quantity))).toBe(true);
  });

  it("mergeCarts never carries a fraction left in the database by an older version", async () => {
    const { cartId } = await cartWithCreatine(1);
    // An older version stored what it was given: 0.001 of a tub.
    const db = new Database(join(dir, "commerce.sqlite"));
    db.prepare("UPDATE cart_items SET qty = 0.001 WHERE cart_id = (SELECT id FROM carts WHERE masked_id = ?)").run(
      cartId,
    );
    db.close();
    const token = (
      await gql(
        backend,
        `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
        {
          e: DEMO_CUSTOMER.email,
          p: DEMO_CUSTOMER.password,
        },
      )
    ).generateCustomerToken.token;
    const bearer = { Authorization: `Bearer ${token}` };
    const merged = await gql(
      backend,
      `mutation($s: String!) { mergeCarts(source_cart_id: $s) { items { quantity product { sku } } } }`,
      { s: cartId },
      bearer,
    );
    for (const item of merged.mergeCarts.items) expect(Number.isInteger(item.quantity)).toBe(true);
  });
});
