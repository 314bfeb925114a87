// Every product's own description and short description (migration 25): one per product in every
// language, in the shape the product page and the lists expect, served per store view through GraphQL,
// and brought to a database seeded before by the migration.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  META_DESCRIPTION_MAX,
  metaDescriptionOf,
  PRODUCT_DESCRIPTIONS,
  shortDescriptionHtml,
} from "./product-descriptions.js";
import { migrate } from "../db/migrations.js";
import type { EmbeddedBackend } from "../index.js";
import { LANGS, PRODUCTS } from "../seed/catalog-data.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { seed } from "../seed/index.js";
import { buildSearchIndex } from "../search/schema.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { FROM_SCRATCH } from "../../tests/setup/timeouts.js";

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const words = (html: string) => plain(html).split(" ").length;

describe("the texts", () => {
  it("has an entry for every product, bundles and accessories included, and for nothing else", () => {
    const skus = PRODUCTS.map((p) => p.sku);
    expect(Object.keys(PRODUCT_DESCRIPTIONS).sort()).toEqual([...skus].sort());
  });

  it("fills all five languages, with a plain selling line of 60–170 characters", () => {
    for (const [sku, texts] of Object.entries(PRODUCT_DESCRIPTIONS)) {
      for (const lang of LANGS) {
        const short = texts.short[lang];
        expect(short.trim(), `${sku} ${lang}`).not.toBe("");
        expect(texts.description[lang].trim(), `${sku} ${lang}`).not.toBe("");
        expect(short, `${sku} ${lang}`).not.toContain("<");
        expect(short.length, `${sku} ${lang}: ${short}`).toBeGreaterThanOrEqual(60);
        expect(short.length, `${sku} ${lang}: ${short}`).toBeLessThanOrEqual(170);
      }
      // each language its own text, not the English one copied
      for (const lang of LANGS.filter((l) => l !== "en")) {
        expect(texts.description[lang], `${sku} ${lang}`).not.toBe(texts.description.en);
      }
    }
  });

  it("writes descriptions with p, ul, li and strong only, in 2–3 paragraphs of 60–140 English words", () => {
    for (const [sku, texts] of Object.entries(PRODUCT_DESCRIPTIONS)) {
      for (const lang of LANGS) {
        const html = texts.description[lang];
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => m[1].toLowerCase());
        for (const tag of tags) expect(["p", "ul", "li", "strong"], `${sku} ${lang}`).toContain(tag);
        expect(html, `${sku} ${lang}`).toMatch(/^<p>/);
        expect(html, `${sku} ${lang}`).not.toMatch(/<[a-z]+ [^>]*>/i); // no attributes
        expect(html.match(/<ul>/g)?.length ?? 0, `${sku} ${lang}`).toBeLessThanOrEqual(1);
        const paragraphs = html.match(/<p>/g)?.length ?? 0;
        expect(paragraphs + (html.includes("<ul>") ? 1 : 0), `${sku} ${lang}`).toBeGreaterThanOrEqual(2);
        expect(paragraphs, `${sku} ${lang}`).toBeLessThanOrEqual(3);
        // a bare & would be invalid HTML
        expect(html.replace(/&(amp|lt|gt|quot|#39);/g, ""), `${sku} ${lang}`).not.toContain("&");
      }
      const count = words(texts.description.en);
      expect(count, sku).toBeGreaterThanOrEqual(60);
      expect(count, sku).toBeLessThanOrEqual(140);
    }
  });

  it("gives no two products the same English description or selling line", () => {
    const descriptions = Object.values(PRODUCT_DESCRIPTIONS).map((t) => t.description.en);
    const shorts = Object.values(PRODUCT_DESCRIPTIONS).map((t) => t.short.en);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(new Set(shorts).size).toBe(shorts.length);
  });

  it("names the product in its own description, in every language", () => {
    for (const def of PRODUCTS) {
      for (const lang of LANGS) {
        const html = PRODUCT_DESCRIPTIONS[def.sku].description[lang].replace(/&amp;/g, "&");
        expect(html, `${def.sku} ${lang}`).toContain(`<strong>${def.names[lang]}</strong>`);
      }
    }
  });

  it("makes no health claims the EU does not authorise", () => {
    const banned =
      /boosts? (your )?immun|burns? fat|fat[- ]burn|\bcures?\b|\bprevents?\b|detox|\btreat(s|ment)? (of|for)\b|\bheals?\b|anti-?ageing/i;
    for (const [sku, texts] of Object.entries(PRODUCT_DESCRIPTIONS)) {
      expect(`${texts.short.en} ${texts.description.en}`, sku).not.toMatch(banned);
    }
  });
});

describe("the meta description", () => {
  it("is plain text of at most 155 characters, cut at a word or sentence with no dangling punctuation", () => {
    for (const texts of Object.values(PRODUCT_DESCRIPTIONS)) {
      for (const lang of LANGS) {
        const meta = metaDescriptionOf(texts.description[lang]);
        expect(meta.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
        expect(meta.length).toBeGreaterThan(60);
        expect(meta).not.toMatch(/[<>]|&amp;/);
        expect(meta).not.toMatch(/[\s,;:–—-]$/);
        expect(meta).toMatch(/[.!?…]$/);
      }
    }
  });

  it("keeps a short description whole and turns list items into sentences", () => {
    expect(metaDescriptionOf("<p><strong>Shaker</strong> mixes.</p><ul><li>600 ml</li><li>Grid</li></ul>")).toBe(
      "Shaker mixes. 600 ml. Grid.",
    );
    const long = `<p>${"word ".repeat(60)}end, more</p>`;
    const cut = metaDescriptionOf(long);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut).toMatch(/word…$/);
  });
});

const PRODUCT = `query($k: String) { products(filter: {url_key: {eq: $k}}) { items {
  sku name meta_description description { html } short_description { html } } } }`;

describe("through GraphQL", () => {
  let backend: EmbeddedBackend;
  beforeAll(() => {
    backend = newBackend();
  });
  afterAll(() => backend.close());

  it("answers each store view's own texts: German in the German store, English in the default store", async () => {
    for (const def of [PRODUCTS.find((p) => p.sku === WHEY.sku)!, PRODUCTS.find((p) => p.sku === "PW-SHAKER")!]) {
      const de = (await gql(backend, PRODUCT, { k: def.url_key }, { Store: "de" })).products.items[0];
      const texts = PRODUCT_DESCRIPTIONS[def.sku];
      expect(de.description.html).toBe(texts.description.de);
      expect(de.short_description.html).toBe(shortDescriptionHtml(texts.short.de));
      expect(de.meta_description.length).toBeLessThanOrEqual(155);
      expect(de.meta_description).toBe(metaDescriptionOf(texts.description.de));
      const en = (await gql(backend, PRODUCT, { k: def.url_key })).products.items[0];
      expect(en.description.html).toBe(texts.description.en);
      expect(en.short_description.html).toBe(shortDescriptionHtml(texts.short.en));
    }
  });

  it("escapes the short description's text as HTML", async () => {
    const iso = (await gql(backend, PRODUCT, { k: "impact-whey-isolate" })).products.items[0];
    expect(iso.short_description.html).toContain("Cookies &amp; Cream");
  });

  it("keeps the meta description of every product within 155 characters in every store", async () => {
    for (const store of ["default", "de", "es", "fr", "it"]) {
      const d = await gql(
        backend,
        `{ products(filter: {sku: {in: ${JSON.stringify(PRODUCTS.map((p) => p.sku))}}}, pageSize: 100) { items { sku meta_description } } }`,
        {},
        { Store: store },
      );
      expect(d.products.items.length).toBe(PRODUCTS.length);
      for (const item of d.products.items) {
        expect(item.meta_description.length, `${store} ${item.sku}`).toBeLessThanOrEqual(155);
        expect(item.meta_description.length, `${store} ${item.sku}`).toBeGreaterThan(60);
      }
    }
  });
});

describe("migration 25", () => {
  it(
    "gives a database seeded at version 24 every product's own texts, and leaves variants as they were",
    FROM_SCRATCH,
    () => {
      const db = new Database(":memory:");
      try {
        migrate(db, 24);
        expect(db.pragma("user_version", { simple: true })).toBe(24);
        seed(db);
        // as an older seed wrote them: the boilerplate, the name as the short description
        db.exec(`UPDATE product_texts SET description = '<p>boilerplate</p>', short_description = '<p>' || name || '</p>',
        meta_description = 'boilerplate'`);
        buildSearchIndex(db);
        const variantBefore = db
          .prepare(
            "SELECT description, short_description FROM product_texts WHERE store_code = 'de' AND product_id = (SELECT id FROM products WHERE sku = ?)",
          )
          .get(WHEY.variantSku("VAN", "1KG"));
        migrate(db);
        expect(db.pragma("user_version", { simple: true })).toBeGreaterThanOrEqual(25);
        const row = db.prepare(`SELECT description, short_description, meta_description FROM product_texts
        WHERE store_code = ? AND product_id = (SELECT id FROM products WHERE sku = ?)`);
        for (const def of PRODUCTS) {
          for (const lang of LANGS) {
            const texts = PRODUCT_DESCRIPTIONS[def.sku];
            expect(row.get(lang === "en" ? "" : lang, def.sku), `${def.sku} ${lang}`).toEqual({
              description: texts.description[lang],
              short_description: shortDescriptionHtml(texts.short[lang]),
              meta_description: metaDescriptionOf(texts.description[lang]),
            });
          }
        }
        expect(row.get("de", WHEY.variantSku("VAN", "1KG"))).toMatchObject(variantBefore as object);
        // the search index was rebuilt from the new texts: a word only the creatine's new text has
        const hit = db
          .prepare(
            `SELECT COUNT(*) AS n FROM catalogsearch_fulltext WHERE catalogsearch_fulltext MATCH 'micronised' AND product_id = (SELECT id FROM products WHERE sku = ?)`,
          )
          .get(CREATINE.sku) as { n: number };
        expect(hit.n).toBeGreaterThan(0);
      } finally {
        db.close();
      }
    },
  );

  it("does nothing to a database not seeded yet, which the seed then gives the same texts", FROM_SCRATCH, () => {
    const db = new Database(":memory:");
    try {
      migrate(db);
      expect((db.prepare("SELECT COUNT(*) AS n FROM product_texts").get() as { n: number }).n).toBe(0);
      seed(db);
      const de = db
        .prepare(
          "SELECT description FROM product_texts WHERE store_code = 'de' AND product_id = (SELECT id FROM products WHERE sku = ?)",
        )
        .get("PW-BUNDLE-VEGAN") as { description: string };
      expect(de.description).toBe(PRODUCT_DESCRIPTIONS["PW-BUNDLE-VEGAN"].description.de);
    } finally {
      db.close();
    }
  });
});
