// Product search (ADR 0034): asked through GraphQL `products(search:)` as the
// storefront asks it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { migrate } from "../db/migrations.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { buildSearchIndex } from "./schema.js";
import { createSearchEngine, type SearchEngine, type SearchStore } from "./engine.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const SEARCH = `query($q: String, $size: Int) { products(search: $q, pageSize: $size) {
  total_count items { sku name } suggestions { search } } }`;

interface Found {
  total: number;
  skus: string[];
  names: string[];
  suggestions: string[];
}

async function search(q: string, store = "default", size = 50): Promise<Found> {
  const d = await gql(backend, SEARCH, { q, size }, { Store: store });
  const p = d.products;
  return {
    total: p.total_count,
    skus: p.items.map((i: any) => i.sku),
    names: p.items.map((i: any) => i.name),
    suggestions: p.suggestions.map((s: any) => s.search),
  };
}

describe("ranking", () => {
  it("puts every product with the word in its name before those with it only in texts or categories", async () => {
    const found = await search("protein");
    const inName = found.names.map((n) => /\bprotein\b/i.test(n));
    expect(inName).toContain(true);
    expect(inName).toContain(false); // e.g. the Mass Gainer: in the Protein category, not named so
    expect(inName.indexOf(false)).toBe(inName.lastIndexOf(true) + 1);
  });

  it("finds a SKU typed whole first, and a variant's SKU as its product", async () => {
    expect((await search("PW-CREA-250")).skus[0]).toBe(CREATINE.sku);
    expect((await search("pw-crea-250")).skus[0]).toBe(CREATINE.sku);
    expect((await search(WHEY.variantSku("VAN", "1KG"))).skus[0]).toBe(WHEY.sku);
  });
});

describe("after a rebuild of the index", () => {
  // a database of its own, changed by these tests
  let own: EmbeddedBackend;
  let engine: SearchEngine;
  let store: SearchStore;
  let de: SearchStore;
  beforeAll(() => {
    own = newBackend();
    engine = createSearchEngine(own.db);
    const storeView = own.db.prepare("SELECT id, code, lang FROM store_views WHERE code = ?");
    store = storeView.get("default") as SearchStore;
    de = storeView.get("de") as SearchStore;
    engine.search(store, "shaker"); // the vocabularies are cached from here on
    engine.search(de, "shaker");
  }, 30_000);
  afterAll(() => own.close());

  const idOf = (sku: string) => (own.db.prepare("SELECT id FROM products WHERE sku = ?").get(sku) as { id: number }).id;
  const ranked = (s: SearchStore, q: string) =>
    [...engine.search(s, q).entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);

  it("an exact name beats a description that repeats the word, and new words are found with typos", () => {
    own.db
      .prepare(
        "UPDATE product_texts SET description = ? WHERE store_code = '' AND product_id = (SELECT id FROM products WHERE sku = 'PW-TOWEL')",
      )
      .run("<p>Shaker, shaker, shaker: dries your shaker and zebrafruit too. Shaker!</p>");
    buildSearchIndex(own.db);
    expect(ranked(store, "shaker")).toEqual([idOf("PW-SHAKER"), idOf("PW-STEEL"), idOf("PW-TOWEL")]);
    // the rebuild refreshed the cached vocabulary: a typo of the new word is found
    expect(ranked(store, "zebrafriut")).toEqual([idOf("PW-TOWEL")]);
  });

  it("a typo's corrections, kept between searches, are made anew from the rebuilt vocabulary", () => {
    // asked twice before the word exists: nothing to correct it to, and that answer is kept
    expect(ranked(store, "quokkka")).toEqual([]);
    expect(ranked(store, "quokkka")).toEqual([]);
    own.db
      .prepare(
        "UPDATE product_texts SET description = ? WHERE store_code = '' AND product_id = (SELECT id FROM products WHERE sku = 'PW-BAG')",
      )
      .run("<p>Room for a quokka plush.</p>");
    buildSearchIndex(own.db);
    expect(ranked(store, "quokkka")).toEqual([idOf("PW-BAG")]);
  });

  it("indexes dietary and range labels in the store's language (part A's product_attribute_values)", () => {
    own.db.exec(`CREATE TABLE IF NOT EXISTS product_attribute_values (
      product_id INTEGER NOT NULL REFERENCES products(id), attribute_id INTEGER NOT NULL REFERENCES attributes(id),
      option_id INTEGER NOT NULL REFERENCES attribute_options(id), PRIMARY KEY (product_id, attribute_id, option_id))`);
    own.db
      .prepare("INSERT OR IGNORE INTO attributes (id, code, frontend_input) VALUES (9001, 'dietary', 'multiselect')")
      .run();
    const dietary = (own.db.prepare("SELECT id FROM attributes WHERE code = 'dietary'").get() as { id: number }).id;
    const option = Number(
      own.db
        .prepare("INSERT INTO attribute_options (attribute_id, code, sort_order) VALUES (?, 'ZEBRA', 99)")
        .run(dietary).lastInsertRowid,
    );
    const label = own.db.prepare("INSERT INTO attribute_option_labels (option_id, store_code, label) VALUES (?, ?, ?)");
    label.run(option, "", "Zebra Approved");
    label.run(option, "de", "Zebrageprüft");
    own.db
      .prepare("INSERT INTO product_attribute_values (product_id, attribute_id, option_id) VALUES (?, ?, ?)")
      .run(idOf("PW-BAG"), dietary, option);
    buildSearchIndex(own.db);
    expect(ranked(store, "zebra approved")).toEqual([idOf("PW-BAG")]);
    expect(ranked(de, "zebragepruft")).toEqual([idOf("PW-BAG")]);
    expect(ranked(store, "zebrageprüft")).toEqual([]); // the German label is not in the English store
  });
});

describe("typo tolerance", () => {
  it('"wehy protien" finds Impact Whey Protein first', async () => {
    const found = await search("wehy protien");
    expect(found.names[0]).toBe(WHEY.name);
    expect(found.suggestions).toEqual([]);
  });

  it("allows one wrong, missing, extra or swapped letter in words of 4 letters, two from 8", async () => {
    for (const q of ["whay", "whe protein", "wheey", "hwey"]) {
      expect((await search(q)).skus, q).toContain(WHEY.sku);
    }
    expect((await search("monohidrat")).skus).toContain(CREATINE.sku); // two: y->i, e missing
    expect((await search("shakrs")).skus).toContain("PW-SHAKER"); // its stem "shakr" is one from "shaker"
    expect((await search("wxhy")).total).toBe(0); // two in a word of four: too far
  });

  it("works in every language: kreatin in de, creatine in fr, es and it", async () => {
    expect((await search("kreatin", "de")).skus).toContain(CREATINE.sku);
    expect((await search("kreatn", "de")).skus).toContain(CREATINE.sku);
    for (const store of ["fr", "es", "it"]) {
      const found = await search("creatine", store);
      expect(found.skus, store).toContain(CREATINE.sku);
      expect(found.names.join(" "), store).toMatch(/créatine|creatina/i);
    }
  });

  it("stores without their own texts search the English ones", async () => {
    expect((await search("wehy protien", "ie")).names[0]).toBe(WHEY.name);
  });
});

describe("stemming", () => {
  it('"shakers" finds the shakers, "Proteinen" the German proteins', async () => {
    const shakers = await search("shakers");
    expect(shakers.skus).toEqual(expect.arrayContaining(["PW-SHAKER", "PW-STEEL"]));
    const de = await search("Proteinen", "de");
    expect(de.skus).toContain(WHEY.sku);
    expect(de.names.filter((n) => /protein/i.test(n)).length).toBeGreaterThan(5);
  });
});

describe("what is searched", () => {
  it("flavours, in the store's language", async () => {
    expect((await search("salted caramel")).skus).toContain(WHEY.sku);
    expect((await search("gesalzenes Karamell", "de")).skus).toContain(WHEY.sku);
  });

  it("category names, also of a product's second category", async () => {
    // the Pea Protein Isolate is in "Vegan Protein", but neither its name nor its text says vegan
    expect((await search("vegan")).skus).toContain("PW-PEA");
    expect((await search("accessories")).skus).toEqual(expect.arrayContaining(["PW-SHAKER", "PW-TOWEL"]));
  });

  it("every word must match", async () => {
    const whey = await search("whey");
    const both = await search("whey isolate");
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(whey.total);
    for (const n of both.names) expect(n).toMatch(/isolate/i);
  });
});

describe("words that find nothing", () => {
  it("a query of one-letter words matches nothing; one-letter words beside others are ignored", async () => {
    expect((await search("a")).total).toBe(0);
    expect((await search("x y z")).total).toBe(0);
    expect((await search("a whey")).skus).toEqual((await search("whey")).skus);
  });

  it("FTS5 syntax in the text is data: no query errors, OR and NOT do nothing", async () => {
    for (const q of [
      '"',
      '"whey',
      "*",
      "whey*",
      "-whey",
      "whey NOT protein",
      "NEAR(whey protein, 2)",
      "name: whey",
      "{name}:whey",
      "(whey",
      ")",
      "^whey",
      "whey + protein",
      "AND",
      "'; DROP TABLE products; --",
      "\u0000\u200b\ud83d\udcaa",
      "x".repeat(5000),
      Array.from({ length: 200 }, (_, i) => `word${i}`).join(" "),
    ]) {
      const r = await backend.execute<any>(SEARCH, { q, size: 5 });
      expect(r.errors, q).toBeUndefined();
    }
    const or = await search("whey OR creatine");
    expect(or.skus).not.toContain(CREATINE.sku); // creatine without whey: OR is a word here, not syntax
    expect((await search("-whey")).skus).toContain(WHEY.sku);
  });
});

describe("did you mean", () => {
  it("suggests corrected queries that find products when a search finds nothing", async () => {
    const found = await search("whey protien xyzzy");
    expect(found.total).toBe(0);
    expect(found.suggestions[0]).toBe("whey protein");
    expect(found.suggestions.length).toBeLessThanOrEqual(3);
    for (const s of found.suggestions) expect((await search(s)).total, s).toBeGreaterThan(0);
  });

  it("corrects a word too far off for the search, and drops words nothing resembles", async () => {
    const found = await search("protein shakr xyz");
    expect(found.total).toBe(0);
    expect(found.suggestions).toContain("shaker");
    const de = await search("Krreatinn Monohidrat qqq", "de");
    expect(de.total).toBe(0);
    expect(de.suggestions[0]).toBe("kreatin monohydrat");
  });

  it("does not offer a word only descriptions have two slips away", async () => {
    // "let" is in a description ("let it fizz"), two edits from "alert"
    expect((await search("alert")).suggestions).toEqual([]);
    expect((await search("<script>alert(1)</script>")).suggestions).toEqual([]);
    // a name's word as far off still is (above: "Krreatinn" to "kreatin")
  });

  it("has nothing to suggest for gibberish or a search that finds products", async () => {
    expect((await search("qqqqq zzzzz")).suggestions).toEqual([]);
    expect((await search("whey")).suggestions).toEqual([]);
  });
});

describe("the index", () => {
  it(
    "migration 19 replaces the old product_search table and indexes a database seeded before it",
    { timeout: 30_000 },
    () => {
      const db = baseDatabase();
      try {
        // an older database: no index, migration 1's table, version 18
        db.exec(`DROP TABLE catalogsearch_fulltext_vocab; DROP TABLE catalogsearch_fulltext; DROP TABLE search_index_state;
        CREATE VIRTUAL TABLE product_search USING fts5(product_id UNINDEXED, store_code UNINDEXED, name, sku, description);`);
        db.pragma("user_version = 18");
        migrate(db);
        expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'product_search'").get()).toBeUndefined();
        const engine = createSearchEngine(db);
        const creatine = (db.prepare("SELECT id FROM products WHERE sku = ?").get(CREATINE.sku) as { id: number }).id;
        const de = db.prepare("SELECT id, code, lang FROM store_views WHERE code = 'de'").get() as SearchStore;
        expect(engine.search(de, "kreatin").has(creatine)).toBe(true);
        const stores = db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number };
        const visible = db
          .prepare("SELECT COUNT(*) AS n FROM products WHERE status = 1 AND visibility IN (3, 4)")
          .get() as {
          n: number;
        };
        const rows = db.prepare("SELECT COUNT(*) AS n FROM catalogsearch_fulltext").get() as { n: number };
        expect(rows.n).toBe(stores.n * visible.n);
      } finally {
        db.close();
      }
    },
  );
});
