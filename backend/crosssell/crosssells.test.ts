// Cross-sell rules: what the basket suggests beside its lines (Cart.cross_sell_products)
// and what the cross-sell popup's CrossSells query finds with the `crosssell_of` filter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { BROWNIE_SKU, CRISPS_SKU, SHAKER_SKU, WAFER_SKU } from "../seed/fixtures-crosssells.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

const CROSS_SELLS = `query($id: String!) { cart(cart_id: $id) { cross_sell_products {
  cross_sell_label cross_sell_class_name product_id protein_insight name sku related_skus small_image { url }
} } }`;

const POPUP = `query CrossSells($f: ProductAttributeFilterInput, $size: Int!, $page: Int!) {
  cross_sells: products(filter: $f, pageSize: $size, currentPage: $page) {
    total_count
    items { sku name stock_status price_range { minimum_price { final_price { value currency } regular_price { value } } } }
  }
}`;

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

async function cartWith(items: Array<Record<string, unknown>>, headers?: Record<string, string>) {
  const cartId = await newCart(backend, headers);
  const d = await gql(backend, ADD, { cartId, items }, headers);
  expect(d.addProductsToCart.user_errors).toEqual([]);
  return cartId;
}

async function crossSellsOf(cartId: string, headers?: Record<string, string>) {
  return (await gql(backend, CROSS_SELLS, { id: cartId }, headers)).cart.cross_sell_products;
}

const whey = { sku: WHEY.variantSku("VAN", "1KG"), parent_sku: WHEY.sku, quantity: 1 };

describe("the basket's cross-sells", () => {
  it("suggests a shaker, creatine and a protein snack with a protein in the basket, in rule order", async () => {
    const list = await crossSellsOf(await cartWith([whey]));
    expect(list.map((p: any) => p.sku)).toEqual([SHAKER_SKU, CREATINE.sku, BROWNIE_SKU]);
    expect(list[0]).toMatchObject({
      cross_sell_label: "Mix it right",
      cross_sell_class_name: "cross-sell--essential",
      protein_insight: null,
      name: "Shaker 600ml",
      related_skus: [WHEY.sku],
    });
    expect(list[2]).toMatchObject({ cross_sell_label: "Protein snack", protein_insight: "+20 g protein per brownie" });
    expect(typeof list[0].product_id).toBe("number");
    expect(list[0].small_image.url).toMatch(/^\/media\/catalog\/product\//);
  });

  it("never suggests what the basket already holds, and merges the products a suggestion goes with", async () => {
    const list = await crossSellsOf(await cartWith([whey, { sku: CREATINE.sku, quantity: 1 }]));
    const skus = list.map((p: any) => p.sku);
    expect(skus).not.toContain(CREATINE.sku);
    // the shaker goes with the whey (protein rule) and the creatine (creatine rule)
    expect(list.find((p: any) => p.sku === SHAKER_SKU).related_skus).toEqual([WHEY.sku, CREATINE.sku]);
    // rule positions: wafer (20) before brownie (30)
    expect(skus).toEqual([SHAKER_SKU, WAFER_SKU, BROWNIE_SKU]);
  });

  it("matches a rule by product sku, and answers in the store's language", async () => {
    const de = { Store: "de" };
    const list = await crossSellsOf(await cartWith([{ sku: SHAKER_SKU, quantity: 1 }], de), de);
    expect(list).toEqual([
      expect.objectContaining({
        sku: CRISPS_SKU,
        cross_sell_label: "Protein-Snack",
        protein_insight: "+20 g Protein pro Beutel",
      }),
    ]);
  });

  it("suggests nothing for an empty basket or products without rules", async () => {
    expect(await crossSellsOf(await newCart(backend))).toEqual([]);
    expect(await crossSellsOf(await cartWith([{ sku: "PW-D3", quantity: 1 }]))).toEqual([]);
  });

  it("leaves out products that cannot be sold", async () => {
    backend.db
      .prepare("UPDATE stock SET qty = 0, is_in_stock = 0 WHERE product_id = (SELECT id FROM products WHERE sku = ?)")
      .run(BROWNIE_SKU);
    try {
      const list = await crossSellsOf(await cartWith([whey]));
      expect(list.map((p: any) => p.sku)).toEqual([SHAKER_SKU, CREATINE.sku]);
    } finally {
      backend.db
        .prepare(
          "UPDATE stock SET qty = 100, is_in_stock = 1 WHERE product_id = (SELECT id FROM products WHERE sku = ?)",
        )
        .run(BROWNIE_SKU);
    }
  });
});

describe("the CrossSells query (crosssell_of filter)", () => {
  it("lists the cross-sells of an added variant with prices and a total count", async () => {
    const d = await gql(backend, POPUP, {
      f: { crosssell_of: { eq: WHEY.variantSku("CHOC", "1KG") } },
      size: 2,
      page: 1,
    });
    expect(d.cross_sells.total_count).toBe(3);
    expect(d.cross_sells.items).toHaveLength(2);
    expect(d.cross_sells.items[0]).toMatchObject({
      sku: expect.any(String),
      stock_status: "IN_STOCK",
      price_range: { minimum_price: { final_price: { currency: "GBP" } } },
    });
    const page2 = await gql(backend, POPUP, { f: { crosssell_of: { eq: WHEY.sku } }, size: 2, page: 2 });
    expect(page2.cross_sells.items).toHaveLength(1);
  });

  it("answers an empty list for a sku without rules or an unknown sku, and combines with a sku filter", async () => {
    for (const sku of ["PW-D3", "NO-SUCH-SKU"]) {
      const d = await gql(backend, POPUP, { f: { crosssell_of: { eq: sku } }, size: 4, page: 1 });
      expect(d.cross_sells).toEqual({ total_count: 0, items: [] });
    }
    const d = await gql(backend, POPUP, {
      f: { crosssell_of: { eq: WHEY.sku }, sku: { eq: SHAKER_SKU } },
      size: 4,
      page: 1,
    });
    expect(d.cross_sells.items.map((p: any) => p.sku)).toEqual([SHAKER_SKU]);
  });
});

describe("a rule changed while the shop runs", () => {
  it("is followed by the very next basket", async () => {
    const own = newBackend();
    try {
      const cartId = await newCart(own);
      await gql(own, ADD, { cartId, items: [whey] });
      const skus = async () =>
        (await gql(own, CROSS_SELLS, { id: cartId })).cart.cross_sell_products.map((p: any) => p.sku);
      expect(await skus()).toContain(SHAKER_SKU);
      own.db.prepare("UPDATE crosssell_rules SET is_active = 0 WHERE target_sku = ?").run(SHAKER_SKU);
      expect(await skus()).not.toContain(SHAKER_SKU);
    } finally {
      own.close();
    }
  });
});

describe("the cross_sell_cart flag", () => {
  it("turned off, the basket suggests nothing", async () => {
    const off = newBackend();
    try {
      off.db.prepare("UPDATE config SET value = 'false' WHERE path = 'cross_sell_cart'").run();
      const cartId = await newCart(off);
      await gql(off, ADD, { cartId, items: [whey] });
      const d = await gql(off, CROSS_SELLS, { id: cartId });
      expect(d.cart.cross_sell_products).toEqual([]);
    } finally {
      off.close();
    }
  });
});
