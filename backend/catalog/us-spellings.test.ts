// What a US shopper reads on a product page, a category page and a content page: American spelling
// (Flavor, flavorings, savory, yogurt, oatmeal, utilization, hydrolyzed), from the US store view's own
// values; the UK store reads the same texts in British spelling. A shop seeded before the later words
// gets them by migration 58, an owner's own US text stays, and a second run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { usCatalogueSpellingsMigration } from "./us-words-schema.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const PRODUCT = `query($key: String) { products(filter: { url_key: { eq: $key } }) { items {
  name description { html } short_description { html } meta_description
  ingredients texture recommended_serving claims_list
  ... on ConfigurableProduct { configurable_options { label values { label } } } } } }`;
const CATEGORY = `query($key: String) { categories(filters: { url_key: { eq: $key } }) { items { name description } } }`;
const PAGE = `query($id: String) { cmsPage(identifier: $id) { title content } }`;

interface Product {
  name: string;
  description: { html: string };
  short_description: { html: string };
  meta_description: string;
  ingredients: string | null;
  texture: string | null;
  recommended_serving: string | null;
  claims_list: string[];
  configurable_options?: Array<{ label: string; values: Array<{ label: string }> }>;
}

const product = async (key: string, store: string) =>
  (await gql(backend, PRODUCT, { key }, { Store: store })).products.items[0] as Product;
/** Every text of the product the page shows, as one string. */
const pageText = (p: Product) =>
  [
    p.name,
    p.description.html,
    p.short_description.html,
    p.meta_description,
    p.ingredients,
    p.texture,
    p.recommended_serving,
    ...p.claims_list,
    ...(p.configurable_options ?? []).flatMap((o) => [o.label, ...o.values.map((v) => v.label)]),
  ].join(" ");

describe("the US store's product, category and content pages", () => {
  it("name the flavor choice Flavor and spell the ingredients flavorings; the UK's say Flavour and flavourings", async () => {
    const us = await product("impact-whey-isolate", "us");
    const uk = await product("impact-whey-isolate", "default");
    expect(us.configurable_options?.map((o) => o.label)).toContain("Flavor");
    expect(uk.configurable_options?.map((o) => o.label)).toContain("Flavour");
    expect(us.ingredients).toContain("flavorings");
    expect(us.ingredients).not.toContain("flavour");
    expect(uk.ingredients).toContain("flavourings");
  });

  it("write a product's name, description and serving advice in American spelling; the UK's stay British", async () => {
    const veganUs = await product("vegan-protein-blend", "us");
    expect(veganUs.configurable_options?.flatMap((o) => o.values.map((v) => v.label))).toContain("Unflavored");
    const pancakesUs = pageText(await product("protein-pancake-mix", "us"));
    const pancakesUk = pageText(await product("protein-pancake-mix", "default"));
    for (const word of ["yogurt", "savory", "leavening agents"]) expect(pancakesUs).toContain(word);
    expect(pancakesUs).not.toMatch(/yoghurt|savoury|raising agent/);
    for (const word of ["yoghurt", "savoury", "raising agents"]) expect(pancakesUk).toContain(word);
    const peaUs = pageText(await product("pea-protein-isolate", "us"));
    expect(peaUs).toContain("oatmeal");
    expect(peaUs).not.toContain("porridge");
    expect(pageText(await product("pea-protein-isolate", "default"))).toContain("porridge");
    expect(pageText(await product("vitamin-d3", "us"))).toContain("absorption and utilization of calcium");
    expect(pageText(await product("vitamin-d3", "default"))).toContain("absorption and utilisation of calcium");
    expect(pageText(await product("clear-whey-isolate", "us"))).toContain("Hydrolyzed whey protein isolate");
    expect(pageText(await product("multivitamin-gummies", "us"))).toContain("they taste like candy");
  });

  it("describe a category and a content page in American spelling; the UK's and Ireland's stay British", async () => {
    const snacks = async (store: string) =>
      (await gql(backend, CATEGORY, { key: "snacks-bars" }, { Store: store })).categories.items[0].description;
    expect(await snacks("us")).toContain("Prefer something savory?");
    expect(await snacks("us")).toContain("Stock up on flavors you love");
    expect(await snacks("default")).toContain("Prefer something savoury?");
    expect(await snacks("ie")).toContain("Stock up on flavours you love");
    const about = async (store: string) => (await gql(backend, PAGE, { id: "about-us" }, { Store: store })).cmsPage;
    expect((await about("us")).content).toContain("Flavors our customers vote for");
    expect((await about("default")).content).toContain("Flavours our customers vote for");
  });
});

describe("migration 58, for a shop whose US texts an earlier word list made", () => {
  it("adds the later words, keeps the owner's own US text, and changes nothing when run again", () => {
    const db = baseDatabase();
    try {
      const id = (key: string) => db.prepare("SELECT id FROM products WHERE url_key = ?").pluck().get(key) as number;
      const us = (product: number) =>
        db.prepare("SELECT * FROM product_texts WHERE product_id = ? AND store_code = 'us'").get(product) as Record<
          string,
          string | null
        >;
      const set = (product: number, column: string, text: string | null) =>
        db
          .prepare(`UPDATE product_texts SET ${column} = ? WHERE product_id = ? AND store_code = 'us'`)
          .run(text, product);
      const pancakes = id("protein-pancake-mix");
      const isolate = id("impact-whey-isolate");
      const vitaminD = id("vitamin-d3");
      const seeded = { pancakes: us(pancakes), isolate: us(isolate) };
      // As migration 53 left them: American flavors, British flavourings, savoury and yoghurt; no US claims.
      set(isolate, "ingredients", seeded.isolate.ingredients!.replaceAll("flavorings", "flavourings"));
      set(pancakes, "description", seeded.pancakes.description!.replace("yogurt", "yoghurt"));
      db.prepare("DELETE FROM product_texts WHERE product_id = ? AND store_code = 'us'").run(vitaminD);
      // The owner wrote the pancakes' US texture in words of their own, British ones included.
      set(pancakes, "texture", "Fluffy and savoury, say our US customers.");
      db.prepare("DELETE FROM category_texts WHERE store_code = 'us'").run();

      usCatalogueSpellingsMigration(db);
      const once = db.prepare("SELECT * FROM product_texts WHERE store_code = 'us' ORDER BY product_id").all();
      usCatalogueSpellingsMigration(db);
      expect(db.prepare("SELECT * FROM product_texts WHERE store_code = 'us' ORDER BY product_id").all()).toEqual(once);

      expect(us(isolate).ingredients).toBe(seeded.isolate.ingredients);
      expect(us(isolate).ingredients).toContain("flavorings");
      expect(us(pancakes).description).toBe(seeded.pancakes.description);
      expect(us(pancakes).texture).toBe("Fluffy and savoury, say our US customers.");
      expect(us(vitaminD).claims_list).toContain("utilization");
      const snacks = db
        .prepare(
          `SELECT t.description FROM category_texts t JOIN categories c ON c.id = t.category_id
           WHERE t.store_code = 'us' AND c.url_key = 'snacks-bars'`,
        )
        .pluck()
        .get();
      expect(snacks).toContain("Prefer something savory?");
      // the UK's stay as they were
      const english = db
        .prepare("SELECT ingredients FROM product_texts WHERE product_id = ? AND store_code = ''")
        .pluck()
        .get(isolate);
      expect(english).toContain("flavourings");
    } finally {
      db.close();
    }
  });
});
