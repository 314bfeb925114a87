// Layered navigation: the dietary and range attributes, filters on them, aggregation
// counts that equal the filtered totals, translated labels, price buckets, card data, category copy,
// sort fields and migration 18 on a database seeded before it.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceStep } from "./facets.js";
import { seedFacets } from "./facets-schema.js";
import { GUEST_REVIEWS } from "../seed/catalog-copy/facets-data.js";
import { migrate } from "../db/migrations.js";
import type { EmbeddedBackend } from "../index.js";
import { PROTEIN_CATEGORY } from "../seed/fixtures.js";
import { encodeUid } from "../shared/uid.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const LIST = `query($f: ProductAttributeFilterInput, $q: String, $size: Int) {
  products(filter: $f, search: $q, pageSize: $size) {
    total_count
    items { sku dietary product_range price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code label position count options { label value count } }
    sort_fields { default options { value label } }
  } }`;

type Filter = Record<string, unknown>;
type Headers = Record<string, string>;
interface Option {
  label: string;
  value: string;
  count: number;
}
interface Agg {
  attribute_code: string;
  label: string;
  options: Option[];
}

const list = async (f: Filter | null, q?: string, headers?: Headers) =>
  (await gql(backend, LIST, { f, q, size: 200 }, headers)).products;

/** The list's filter with one facet set to one option (what a shopper choosing only that option gets). */
function withOnly(f: Filter | null, code: string, value: string): Filter {
  if (code === "price") {
    const [from, to] = value.split("_");
    return { ...f, price: { ...(from ? { from } : {}), ...(to ? { to } : {}) } };
  }
  if (code === "category_uid") return { ...f, category_uid: { eq: value } };
  return { ...f, [code]: { in: [value] } };
}

/** Every option of every aggregation: its count is the total of the list narrowed to it. */
async function expectCountsAreTotals(f: Filter | null, q?: string, headers?: Headers) {
  const r = await list(f, q, headers);
  const aggs: Agg[] = r.aggregations;
  expect(aggs.length).toBeGreaterThan(2);
  let checked = 0;
  for (const a of aggs) {
    for (const o of a.options) {
      const narrowed = await list(withOnly(f, a.attribute_code, o.value), q, headers);
      expect(narrowed.total_count, `${a.attribute_code} ${o.label} (${o.value})`).toBe(o.count);
      checked++;
    }
  }
  return { r, checked };
}

const optionValue = (aggs: Agg[], code: string, label: string) => {
  const o = aggs.find((a) => a.attribute_code === code)?.options.find((x) => x.label === label);
  if (!o) throw new Error(`no option ${label} in ${code}`);
  return o.value;
};

const proteinUid = async () =>
  (await gql(backend, `{ categories(filters: {url_key: {eq: "${PROTEIN_CATEGORY.url_key}"}}) { items { uid } } }`))
    .categories.items[0].uid as string;

const ROOT = { category_uid: { eq: encodeUid(2) } };

describe("aggregation counts equal the filtered totals", { timeout: 60_000 }, () => {
  it("in a category: all seven facets, each option's count is the list narrowed to it", async () => {
    const { r, checked } = await expectCountsAreTotals({ category_uid: { eq: await proteinUid() } });
    expect(r.aggregations.map((a: Agg) => a.attribute_code)).toEqual([
      "price",
      "category_uid",
      "flavours",
      "size",
      "dietary",
      "product_range",
      "goal",
    ]);
    expect(checked).toBeGreaterThan(20);
  });

  it("in a category with a flavour and a dietary filter: the chosen facets keep their other options", async () => {
    const uid = await proteinUid();
    const all: Agg[] = (await list({ category_uid: { eq: uid } })).aggregations;
    const f = {
      category_uid: { eq: uid },
      flavours: { in: [optionValue(all, "flavours", "Chocolate Smooth")] },
      dietary: { in: [optionValue(all, "dietary", "Gluten free")] },
    };
    const { r } = await expectCountsAreTotals(f);
    const aggs: Agg[] = r.aggregations;
    // disjunctive: Vanilla is still offered next to the chosen chocolate, Vegan next to gluten free
    expect(aggs.find((a) => a.attribute_code === "flavours")!.options.map((o) => o.label)).toContain("Vanilla");
    expect(aggs.find((a) => a.attribute_code === "dietary")!.options.map((o) => o.label)).toContain("Vegan");
    for (const a of aggs) for (const o of a.options) expect(o.count).toBeGreaterThan(0);
  });

  it("in a search: the category facet offers the top-level categories", async () => {
    const { r } = await expectCountsAreTotals(null, "protein");
    const categories = r.aggregations.find((a: Agg) => a.attribute_code === "category_uid");
    expect(categories.options.map((o: Option) => o.label)).toContain("Protein");
  });

  it("at the root with a price filter: the other ranges stay on offer", async () => {
    const { r } = await expectCountsAreTotals({ ...ROOT, price: { from: "10", to: "20" } });
    const price = r.aggregations.find((a: Agg) => a.attribute_code === "price");
    expect(price.options.length).toBeGreaterThan(1);
  });

  it("in the German store, with its labels and euro prices", async () => {
    const { checked } = await expectCountsAreTotals(ROOT, undefined, { Store: "de" });
    expect(checked).toBeGreaterThan(30);
  });

  it("takes an empty choice as no choice", async () => {
    expect((await list({ ...ROOT, product_range: { in: [] } })).total_count).toBe((await list(ROOT)).total_count);
  });
});

describe("dietary and range filters", () => {
  it("answer each product's values and filter with OR within a facet, AND across facets", async () => {
    const aggs: Agg[] = (await list({ category_uid: { eq: encodeUid(2) } })).aggregations;
    const vegan = optionValue(aggs, "dietary", "Vegan");
    const keto = optionValue(aggs, "dietary", "Keto");
    const plant = optionValue(aggs, "product_range", "Plant");

    const vegans = await list({ dietary: { eq: vegan } });
    const skus = vegans.items.map((i: { sku: string }) => i.sku);
    expect(skus).toEqual(expect.arrayContaining(["PW-VEGAN", "PW-PEA", "PW-CREA-250"]));
    expect(skus).not.toContain("PW-WHEY");
    for (const i of vegans.items) expect(i.dietary.split(",")).toContain(vegan);

    const ketos = await list({ dietary: { eq: keto } });
    const either = await list({ dietary: { in: [vegan, keto] } });
    const union = new Set([...skus, ...ketos.items.map((i: { sku: string }) => i.sku)]);
    expect(either.total_count).toBe(union.size);
    expect(either.total_count).toBeGreaterThan(Math.max(vegans.total_count, ketos.total_count));

    const plantVegan = await list({ dietary: { in: [vegan] }, product_range: { in: [plant] } });
    expect(plantVegan.items.map((i: { sku: string }) => i.sku).sort()).toEqual([
      "PW-BUNDLE-VEGAN",
      "PW-PEA",
      "PW-SOY",
      "PW-VEGAN",
    ]);
    for (const i of plantVegan.items) expect(String(i.product_range)).toBe(plant);
  });

  it("gives accessories a range and no dietary value", async () => {
    const r = await list({ sku: { eq: "PW-SHAKER" } });
    expect(r.items[0].dietary).toBeNull();
    expect(r.items[0].product_range).toEqual(expect.any(Number));
  });

  it("ignores a price bound that is not a number instead of failing", async () => {
    const all = await list({ category_uid: { eq: encodeUid(2) } });
    const odd = await list({ category_uid: { eq: encodeUid(2) }, price: { from: "abc" } });
    expect(odd.total_count).toBe(all.total_count);
  });
});

describe("labels per store view", () => {
  it("translates facet and option labels in de, keeping the attribute's option order", async () => {
    const aggs: Agg[] = (await list({ category_uid: { eq: encodeUid(2) } }, undefined, { Store: "de" })).aggregations;
    const label = (code: string) => aggs.find((a) => a.attribute_code === code)!.label;
    expect(label("price")).toBe("Preis");
    expect(label("category_uid")).toBe("Kategorie");
    expect(label("flavours")).toBe("Geschmack");
    expect(label("dietary")).toBe("Ernährungsweise");
    expect(label("product_range")).toBe("Produktlinie");
    const dietary = aggs.find((a) => a.attribute_code === "dietary")!.options.map((o) => o.label);
    expect(dietary.slice(0, 3)).toEqual(["Milchfrei", "Glutenfrei", "Laktosefrei"]);
    expect(dietary).toContain("Vegan");
    const categories = aggs.find((a) => a.attribute_code === "category_uid")!.options.map((o) => o.label);
    expect(categories.slice(0, 2)).toEqual(["Protein", "Vitamine & Mineralien"]);
    const prices = aggs.find((a) => a.attribute_code === "price")!.options.map((o) => Number(o.value.split("_")[0]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("answers sort fields from the store's configuration with translated labels", async () => {
    const en = (await list({ category_uid: { eq: encodeUid(2) } })).sort_fields;
    expect(en).toEqual({
      default: "position",
      options: [
        { value: "position", label: "Position" },
        { value: "name", label: "Product Name" },
        { value: "price", label: "Price" },
      ],
    });
    const de = (await list(null, "protein", { Store: "de" })).sort_fields;
    expect(de.default).toBe("relevance");
    expect(de.options.map((o: Option) => o.label)).toEqual(["Relevanz", "Position", "Produktname", "Preis"]);
  });
});

describe("sort fields from another store configuration", () => {
  it("offers only the configured fields and defaults to catalog_default_sort_by, on lists and categories", async () => {
    const own = newBackend({
      testHooks: true,
      testConfig: { de: { catalog_available_sort_by: "price,name,bogus", catalog_default_sort_by: "price" } },
    });
    try {
      const Q = `{ products(filter: {category_uid: {eq: "${encodeUid(2)}"}}) { sort_fields { default options { value label } } }
        categories(filters: {ids: {eq: "3"}}) { items { default_sort_by } } }`;
      const de = await gql(own, Q, {}, { Store: "de" });
      expect(de.products.sort_fields).toEqual({
        default: "price",
        options: [
          { value: "price", label: "Preis" },
          { value: "name", label: "Produktname" },
        ],
      });
      expect(de.categories.items[0].default_sort_by).toBe("price");
      const en = await gql(own, Q);
      expect(en.products.sort_fields.default).toBe("position");
      expect(en.categories.items[0].default_sort_by).toBe("position");
    } finally {
      own.close();
    }
  });
});

describe("price buckets", () => {
  it("steps in fives, tens and more with the highest price", () => {
    expect([priceStep(19.99), priceStep(69.99), priceStep(180), priceStep(400), priceStep(1200)]).toEqual([
      5, 10, 25, 50, 100,
    ]);
  });

  it("puts a product at exactly 20.00 in the range from 20, not in the one up to 20 (from inclusive, to exclusive)", async () => {
    const own = newBackend();
    try {
      own.db
        .prepare(
          `UPDATE product_prices SET price = 20, special_price = NULL
            WHERE currency = 'GBP' AND product_id = (SELECT id FROM products WHERE sku = 'PW-CREAPURE')`,
        )
        .run();
      const q = async (f: Filter) => (await gql(own, LIST, { f, size: 200 })).products;
      const skus = (r: { items: Array<{ sku: string }> }) => r.items.map((i) => i.sku);
      const creatine = { category_uid: { eq: encodeUid(6) } };
      const buckets: Option[] = (await q(creatine)).aggregations.find((a: Agg) => a.attribute_code === "price").options;
      const from20 = buckets.find((o) => o.value.startsWith("20_"))!;
      const to20 = buckets.find((o) => o.value.endsWith("_20"))!;
      const [lower, upper] = from20.value.split("_");
      expect(skus(await q({ ...creatine, price: { from: lower, to: upper } }))).toContain("PW-CREAPURE");
      const [below, top] = to20.value.split("_");
      expect(skus(await q({ ...creatine, price: { from: below, to: top } }))).not.toContain("PW-CREAPURE");
      expect(from20.count).toBe((await q({ ...creatine, price: { from: lower, to: upper } })).total_count);
    } finally {
      own.close();
    }
  });
});

describe("cards and categories", () => {
  const CARD = `query($f: ProductAttributeFilterInput) { products(filter: $f, pageSize: 100) { items {
    sku new_from_date new_to_date rating_summary review_count only_x_left_in_stock
    price_range { minimum_price { regular_price { value } final_price { value } } } } } }`;

  it("marks a few products new from shortly before today for two months", async () => {
    const items = (await gql(backend, CARD, { f: { category_uid: { eq: encodeUid(2) } } })).products.items;
    const today = new Date().toISOString().slice(0, 10);
    const fresh = items.filter(
      (i: { new_from_date: string | null; new_to_date: string | null }) =>
        i.new_from_date && i.new_from_date.slice(0, 10) <= today && today <= (i.new_to_date ?? "").slice(0, 10),
    );
    expect(fresh.map((i: { sku: string }) => i.sku).sort()).toEqual([
      "PW-CLEAR",
      "PW-CREAGUM",
      "PW-PRESHOT",
      "PW-WAFER",
    ]);
    const clear = fresh.find((i: { sku: string }) => i.sku === "PW-CLEAR");
    const days =
      (Date.parse(clear.new_to_date.slice(0, 10)) - Date.parse(clear.new_from_date.slice(0, 10))) / 86_400_000;
    expect(days).toBe(70);
  });

  it("has products on sale, ratings above and below 4.5 from approved reviews, and low stock", async () => {
    const items = (await gql(backend, CARD, { f: { category_uid: { eq: encodeUid(2) } } })).products.items;
    const onSale = items.filter(
      (i: any) => i.price_range.minimum_price.final_price.value < i.price_range.minimum_price.regular_price.value,
    );
    expect(onSale.length).toBeGreaterThanOrEqual(4);
    const rated = items.filter((i: any) => i.review_count > 0);
    expect(rated.filter((i: any) => i.rating_summary >= 90).length).toBeGreaterThanOrEqual(3);
    expect(rated.filter((i: any) => i.rating_summary < 90).length).toBeGreaterThanOrEqual(2);
    expect(items.find((i: any) => i.sku === "PW-CLEAR")).toMatchObject({ review_count: 3, rating_summary: 93.33 });
    expect(items.find((i: any) => i.sku === "PW-BAG").only_x_left_in_stock).toBe(3);
  });

  it("gives each top-level category copy longer than the trimmed length, and meta fields, per store view", async () => {
    const Q = `{ categories(filters: {parent_id: {eq: "2"}}) { items { name description meta_title meta_description } } }`;
    for (const store of ["default", "de", "es", "fr", "it"]) {
      const items = (await gql(backend, Q, {}, { Store: store })).categories.items;
      expect(items).toHaveLength(6);
      for (const c of items) {
        const text = c.description.replace(/<[^>]+>/g, "");
        expect(text.length, `${store} ${c.name}`).toBeGreaterThan(300);
        expect(c.description).toMatch(/^<p>.*<\/p>$/s);
        expect(c.meta_title).toBeTruthy();
        expect(c.meta_description.length).toBeGreaterThan(50);
      }
    }
    const de = (await gql(backend, Q, {}, { Store: "de" })).categories.items[0];
    const en = (await gql(backend, Q)).categories.items[0];
    expect(de.description).not.toBe(en.description);
  });
});

describe("migration 18", () => {
  it("brings the facets and list data to a database seeded at version 17", () => {
    const fresh = baseDatabase();
    const old = baseDatabase();
    // back to version 17 (the guest reviews of migration 22: it is not run again): no value table, no new_to_date, no dietary or range attribute
    old.exec(`
      DROP TABLE product_attribute_values;
      ALTER TABLE products DROP COLUMN new_to_date;
      UPDATE products SET new_from_date = NULL;
      DELETE FROM attribute_option_labels WHERE option_id IN (SELECT id FROM attribute_options WHERE attribute_id IN (182, 183));
      DELETE FROM attribute_options WHERE attribute_id IN (182, 183);
      DELETE FROM attribute_labels WHERE attribute_id IN (182, 183);
      DELETE FROM attributes WHERE id IN (182, 183);
      DELETE FROM reviews WHERE customer_id IS NULL AND product_id IN (SELECT id FROM products WHERE sku IN (${GUEST_REVIEWS.map((r) => `'${r.sku}'`).join(",")}));
      DELETE FROM config WHERE path = 'catalog_available_sort_by';
    `);
    old.pragma("user_version = 17");
    migrate(old, 18);
    expect(old.pragma("user_version", { simple: true })).toBe(18);
    const dump = (db: Database.Database) => ({
      values: db
        .prepare(
          `SELECT p.sku, a.code, o.code AS option FROM product_attribute_values v JOIN products p ON p.id = v.product_id
             JOIN attributes a ON a.id = v.attribute_id JOIN attribute_options o ON o.id = v.option_id
             WHERE a.id IN (182, 183) ORDER BY 1, 2, 3`,
        )
        .all(),
      labels: db
        .prepare("SELECT * FROM attribute_option_labels WHERE option_id BETWEEN 401 AND 600 ORDER BY 1, 2")
        .all(),
      news: db.prepare("SELECT sku FROM products WHERE new_to_date IS NOT NULL ORDER BY sku").all(),
      reviews: db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE status = 'approved'").get(),
    });
    expect(dump(old)).toEqual(dump(fresh));
    expect(dump(old).values.length).toBeGreaterThan(100);
    fresh.close();
    old.close();
  });

  it("seeds the new dates relative to the day it runs", () => {
    const db = baseDatabase();
    seedFacets(db, new Date("2030-06-15T12:00:00Z"));
    const row = db.prepare("SELECT new_from_date, new_to_date FROM products WHERE sku = 'PW-WAFER'").get();
    expect(row).toEqual({ new_from_date: "2030-06-05 00:00:00", new_to_date: "2030-08-14 00:00:00" });
    db.close();
  });
});
