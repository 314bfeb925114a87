// The US store's catalogue in American words: "Unflavored" on the flavor choice and in product
// names, "flavors" and "fiber" in descriptions; the UK's stay British. A shop seeded before gets
// them, a US text of the owner's own stays, and running the migration again changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { britishWordIn } from "../shared/us-english.js";
import { usCatalogueWordsMigration } from "./us-words-schema.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const PRODUCTS = `query($keys: [String]) { products(filter: { url_key: { in: $keys } }, pageSize: 300) { items {
  sku name description { html } short_description { html } meta_title meta_description
  ... on ConfigurableProduct { configurable_options { values { label } } } } } }`;
const CATEGORIES = `{ categories(filters: {}) { items { name description meta_title meta_description
  children { name description meta_title meta_description } } } }`;

/** Every text of a product the product page shows. */
const PAGE_TEXTS = [
  ...["name", "description", "short_description", "meta_title", "meta_description"],
  ...["ingredients", "nutrition", "texture", "active_ingredients", "recommended_serving", "claims_list"],
];

async function catalogueTexts(store: string): Promise<string[]> {
  const texts: string[] = [];
  const keys = backend.db.prepare("SELECT url_key FROM products WHERE status = 1").pluck().all();
  {
    const { products } = await gql(backend, PRODUCTS, { keys }, { Store: store });
    for (const p of products.items)
      texts.push(
        `${p.sku}: ${p.name} ${p.description?.html} ${p.short_description?.html} ${p.meta_title} ${p.meta_description}`,
        ...(p.configurable_options ?? []).flatMap((o: { values: Array<{ label: string }> }) =>
          o.values.map((v) => `${p.sku} option: ${v.label}`),
        ),
      );
  }
  const { categories } = await gql(backend, CATEGORIES, {}, { Store: store });
  const all = categories.items.flatMap((c: { children?: unknown[] }) => [c, ...(c.children ?? [])]);
  for (const c of all as Array<Record<string, string>>)
    texts.push(`${c.name}: ${c.description} ${c.meta_title} ${c.meta_description}`);
  return texts;
}

describe("the US store's catalogue", () => {
  it("has no British word in its products, options and categories; the UK's keep theirs", async () => {
    const us = await catalogueTexts("us");
    expect(us.length).toBeGreaterThan(50);
    expect(us.filter((text) => britishWordIn(text))).toEqual([]);
    expect(us.some((text) => /option: Unflavored$/.test(text))).toBe(true);
    // what the product page shows beside: ingredients, the nutrition table ("Fiber"), claims
    const contents = backend.db
      .prepare(
        `SELECT d.product_id, ${PAGE_TEXTS.map((c) => `COALESCE(s.${c}, d.${c}, '')`).join(" || ' ' || ")} AS text
         FROM product_texts d LEFT JOIN product_texts s ON s.product_id = d.product_id AND s.store_code = 'us'
         WHERE d.store_code = ''`,
      )
      .all() as Array<{ product_id: number; text: string | null }>;
    expect(contents.filter((row) => britishWordIn(row.text ?? "")).map((row) => row.product_id)).toEqual([]);
    const gb = await catalogueTexts("default");
    expect(gb.some((text) => /option: Unflavoured$/.test(text))).toBe(true);
    expect(gb.filter((text) => britishWordIn(text)).length).toBeGreaterThan(10);
  });
});

describe("a shop seeded before the US catalogue words", () => {
  it("gets them, keeps a US text of the owner's own, and a second run changes nothing", () => {
    const db = baseDatabase();
    try {
      const seeded = db
        .prepare("SELECT * FROM product_texts WHERE store_code = 'us' ORDER BY product_id")
        .all() as Array<Record<string, unknown>>;
      expect(seeded.length).toBeGreaterThan(10);
      for (const table of ["category_texts", "product_texts", "attribute_option_labels", "product_media_labels"])
        db.prepare(`DELETE FROM ${table} WHERE store_code = 'us'`).run();
      const [first] = seeded;
      db.prepare(
        "INSERT INTO product_texts (product_id, store_code, description) VALUES (?, 'us', '<p>The owner''s own words.</p>')",
      ).run(first.product_id);
      usCatalogueWordsMigration(db);
      usCatalogueWordsMigration(db);
      const now = db.prepare("SELECT * FROM product_texts WHERE store_code = 'us' ORDER BY product_id").all() as Array<
        Record<string, unknown>
      >;
      expect(now[0]).toEqual({ ...first, description: "<p>The owner's own words.</p>" });
      expect(now.slice(1)).toEqual(seeded.slice(1));
      const label = db
        .prepare(
          `SELECT l.label FROM attribute_option_labels l JOIN attribute_option_labels d ON d.option_id = l.option_id
           WHERE d.store_code = '' AND d.label = 'Unflavoured' AND l.store_code = 'us'`,
        )
        .pluck()
        .get();
      expect(label).toBe("Unflavored");
      const indexed = db
        .prepare("SELECT COUNT(*) FROM catalogsearch_fulltext WHERE store_code = 'us' AND flavours LIKE '%Unflavored%'")
        .pluck()
        .get() as number;
      expect(indexed).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
