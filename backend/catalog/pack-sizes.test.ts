// What a pack holds (net weight, servings) for the unit prices beside a price, and the rating
// histogram of a product's reviews: as GraphQL answers them, and brought to an older shop by its
// migration.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrations.js";
import type { EmbeddedBackend } from "../index.js";
import { seed } from "../seed/index.js";
import { WHEY } from "../seed/fixtures.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { FROM_SCRATCH } from "../../tests/setup/timeouts.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close?.());

const PACK = `query($key: String!) {
  products(filter: { url_key: { eq: $key } }) {
    items {
      sku serving_grams net_weight_grams servings_per_pack
      review_rating_counts { stars count }
      ... on ConfigurableProduct { variants { product { sku net_weight_grams servings_per_pack } } }
    }
  }
}`;

async function product(key: string) {
  const data = await gql(backend, PACK, { key });
  return data.products.items[0];
}

describe("a pack's weight and servings", () => {
  it("gives each variant of the whey its tub's net weight and the servings of 30 g in it", async () => {
    const whey = await product(WHEY.url_key);
    expect(whey.net_weight_grams).toBeNull();
    expect(whey.serving_grams).toBeGreaterThan(0);
    const bySku = new Map(whey.variants.map((v: { product: { sku: string } }) => [v.product.sku, v.product]));
    expect(bySku.get(WHEY.variantSku("VAN", "1KG"))).toMatchObject({
      net_weight_grams: 1000,
      servings_per_pack: Math.floor(1000 / whey.serving_grams),
    });
    expect(bySku.get(WHEY.variantSku("VAN", "2.5KG"))).toMatchObject({
      net_weight_grams: 2500,
      servings_per_pack: Math.floor(2500 / whey.serving_grams),
    });
  });

  it("counts a box of bars in bars, and leaves an accessory without servings", async () => {
    const bars = await product("protein-bar-box");
    const box = bars.variants?.[0]?.product ?? bars;
    expect(box).toMatchObject({ net_weight_grams: null, servings_per_pack: 12 });
    const shaker = await product("shaker-600ml");
    expect(shaker).toMatchObject({ serving_grams: null, net_weight_grams: null, servings_per_pack: null });
  });
});

describe("the rating histogram", () => {
  it("counts the approved reviews of each number of stars, 5 down to 1, adding up to review_count", async () => {
    const data = await gql(
      backend,
      `query($key: String!) { products(filter: { url_key: { eq: $key } }) {
        items { review_count review_rating_counts { stars count } } } }`,
      { key: WHEY.url_key },
    );
    const [item] = data.products.items;
    expect(item.review_rating_counts.map((row: { stars: number }) => row.stars)).toEqual([5, 4, 3, 2, 1]);
    const total = item.review_rating_counts.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    expect(total).toBe(item.review_count);
    expect(total).toBeGreaterThan(0);
  });
});

describe("the pack migration", () => {
  it("gives a shop seeded before it the weights and servings of its packs", FROM_SCRATCH, () => {
    const db = new Database(":memory:");
    try {
      migrate(db, 27);
      seed(db);
      db.exec("UPDATE products SET serving_grams = NULL, net_weight_grams = NULL, pack_servings = NULL");
      migrate(db);
      const row = db.prepare("SELECT net_weight_grams, serving_grams FROM products WHERE sku = ?");
      expect(row.get(WHEY.variantSku("VAN", "2.5KG"))).toMatchObject({ net_weight_grams: 2500 });
      expect((row.get(WHEY.sku) as { serving_grams: number }).serving_grams).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
