// The search index (ADR 0034): one FTS5 row per visible product and store view, in that
// store view's language (its own texts, else the admin ones), with the vocabulary for typo tolerance.
import type { Database } from "better-sqlite3";
import { extraStems, stemmerFor, surfaceWords } from "./text.js";

/** Magento's name for the full-text table; ours holds every store view, told apart by rowid. */
export const SEARCH_TABLE = "catalogsearch_fulltext";
export const VOCAB_TABLE = "catalogsearch_fulltext_vocab";

/**
 * The indexed columns in order, with their bm25 weights: a word in the name counts ten times one in
 * the description. product_id and store_code are stored, not indexed (weight 0).
 */
export const COLUMNS = [
  ["product_id", 0],
  ["store_code", 0],
  ["name", 10],
  ["sku", 6],
  ["flavours", 4],
  ["categories", 3],
  ["labels", 3],
  ["description", 1],
  ["name_stems", 8],
  ["stems", 1],
] as const;

/** Columns whose words are shoppers' words (typo candidates, "did you mean"): not SKUs, not stems. */
export const WORD_COLUMNS = ["name", "flavours", "categories", "labels", "description"] as const;

/** Rows of one store view share a rowid range, so a search reads only its store's rows. */
const STORE_SPAN = 2 ** 32;
export const rowidRange = (storeId: number) => ({ low: storeId * STORE_SPAN, high: (storeId + 1) * STORE_SPAN - 1 });

/** Migration 19: the index replaces migration 1's `product_search`; a seeded database is indexed now. */
export function searchMigration(db: Database): void {
  db.exec(`
    DROP TABLE IF EXISTS product_search;
    CREATE VIRTUAL TABLE ${SEARCH_TABLE} USING fts5(
      product_id UNINDEXED, store_code UNINDEXED, name, sku, flavours, categories, labels, description,
      name_stems, stems, tokenize = 'unicode61 remove_diacritics 2'
    );
    CREATE VIRTUAL TABLE ${VOCAB_TABLE} USING fts5vocab(${SEARCH_TABLE}, instance);
    -- bumped by every rebuild: each connection's vocabulary cache compares it (search/engine.ts)
    CREATE TABLE search_index_state (id INTEGER PRIMARY KEY CHECK (id = 1), generation INTEGER NOT NULL);
    INSERT INTO search_index_state (id, generation) VALUES (1, 0);
  `);
  const seeded = (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;
  if (seeded) buildSearchIndex(db);
}

interface StoreRow {
  id: number;
  code: string;
  lang: string;
}

interface TextRow {
  id: number;
  sku: string;
  name: string | null;
  description: string | null;
}

const tableExists = (db: Database, name: string) =>
  !!db.prepare("SELECT 1 FROM sqlite_master WHERE name = ? AND type = 'table'").get(name);

/** Groups `[product_id, value]` rows into lists per product. */
function grouped(rows: Array<{ product_id: number; value: string | null }>): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const r of rows) {
    if (r.value == null) continue;
    const list = out.get(r.product_id) ?? [];
    if (!list.includes(r.value)) list.push(r.value);
    out.set(r.product_id, list);
  }
  return out;
}

/** (Re)builds the whole search index from the catalogue (the seed's last step, and migration 19). */
export function buildSearchIndex(db: Database): void {
  // Products a search may show: enabled, visible in search (Magento's 3 "search" and 4 "both").
  const texts = db.prepare(`SELECT p.id, p.sku, COALESCE(s.name, d.name) AS name,
        COALESCE(s.description, d.description) AS description
      FROM products p
      LEFT JOIN product_texts d ON d.product_id = p.id AND d.store_code = ''
      LEFT JOIN product_texts s ON s.product_id = p.id AND s.store_code = @store
     WHERE p.status = 1 AND p.visibility IN (3, 4) ORDER BY p.id`);
  // A configurable's variants: their SKUs and flavours belong to the product a shopper sees.
  const variantSkus = db.prepare(`SELECT r.parent_id AS product_id, c.sku AS value
      FROM product_relations r JOIN products c ON c.id = r.child_id WHERE c.status = 1 ORDER BY r.position`);
  const flavours = db.prepare(`WITH own AS (
        SELECT id AS product_id, flavours AS option_id FROM products WHERE flavours IS NOT NULL
        UNION SELECT r.parent_id, c.flavours FROM product_relations r JOIN products c ON c.id = r.child_id
         WHERE c.flavours IS NOT NULL AND c.status = 1)
      SELECT own.product_id, COALESCE(ls.label, ld.label) AS value FROM own
      JOIN attribute_options o ON o.id = own.option_id
      LEFT JOIN attribute_option_labels ld ON ld.option_id = o.id AND ld.store_code = ''
      LEFT JOIN attribute_option_labels ls ON ls.option_id = o.id AND ls.store_code = @store
      ORDER BY own.product_id, o.sort_order`);
  // A product's categories and their parents below the root ("Whey Protein" also finds it as "Protein").
  const categories = db.prepare(`SELECT cp.product_id, COALESCE(cs.name, cd.name) AS value
      FROM category_products cp JOIN categories own ON own.id = cp.category_id
      JOIN categories c ON (c.id = own.id OR own.path LIKE c.path || '/%') AND c.level >= 2 AND c.is_active = 1
      LEFT JOIN category_texts cd ON cd.category_id = c.id AND cd.store_code = ''
      LEFT JOIN category_texts cs ON cs.category_id = c.id AND cs.store_code = @store
      ORDER BY cp.product_id, c.level, c.position`);
  // Dietary and range labels's table): read when it is there, so the index works
  // before and after that migration.
  const labels = tableExists(db, "product_attribute_values")
    ? db.prepare(`WITH own AS (
          SELECT v.product_id, v.option_id FROM product_attribute_values v
          UNION SELECT r.parent_id, v.option_id FROM product_relations r
            JOIN product_attribute_values v ON v.product_id = r.child_id)
        SELECT own.product_id, COALESCE(ls.label, ld.label) AS value FROM own
        JOIN attribute_options o ON o.id = own.option_id
        JOIN attributes a ON a.id = o.attribute_id AND a.code IN ('dietary', 'product_range')
        LEFT JOIN attribute_option_labels ld ON ld.option_id = o.id AND ld.store_code = ''
        LEFT JOIN attribute_option_labels ls ON ls.option_id = o.id AND ls.store_code = @store
        ORDER BY own.product_id, a.code, o.sort_order`)
    : null;
  const insert = db.prepare(`INSERT INTO ${SEARCH_TABLE} (rowid, product_id, store_code, name, sku, flavours,
      categories, labels, description, name_stems, stems)
      VALUES (@rowid, @product_id, @store_code, @name, @sku, @flavours, @categories, @labels, @description,
      @name_stems, @stems)`);

  const stores = db.prepare("SELECT id, code, lang FROM store_views ORDER BY id").all() as StoreRow[];
  const skus = grouped(variantSkus.all() as Array<{ product_id: number; value: string }>);
  db.transaction(() => {
    db.prepare(`DELETE FROM ${SEARCH_TABLE}`).run();
    for (const store of stores) {
      const stem = stemmerFor(store.lang);
      const byStore = { store: store.code };
      const flavourLabels = grouped(flavours.all(byStore) as Array<{ product_id: number; value: string }>);
      const categoryNames = grouped(categories.all(byStore) as Array<{ product_id: number; value: string }>);
      const labelTexts = grouped((labels?.all(byStore) ?? []) as Array<{ product_id: number; value: string }>);
      const { low } = rowidRange(store.id);
      for (const p of texts.all(byStore) as TextRow[]) {
        const ownSkus = [p.sku, ...(skus.get(p.id) ?? [])];
        const description = plain(p.description);
        const other = [flavourLabels.get(p.id), categoryNames.get(p.id), labelTexts.get(p.id)]
          .map((list) => (list ?? []).join(" | "))
          .concat(description);
        insert.run(
          withoutEszett({
            rowid: low + p.id,
            product_id: p.id,
            store_code: store.code,
            name: p.name ?? "",
            // each SKU also as one word ("pwcrea250"), so a SKU typed whole is recognised as one
            sku: ownSkus.map((s) => `${s} ${compactSku(s)}`).join(" | "),
            flavours: (flavourLabels.get(p.id) ?? []).join(" | "),
            categories: (categoryNames.get(p.id) ?? []).join(" | "),
            labels: (labelTexts.get(p.id) ?? []).join(" | "),
            description,
            name_stems: extraStems(p.name, stem).join(" "),
            stems: other.flatMap((text) => extraStems(text, stem)).join(" "),
          }),
        );
      }
    }
    db.prepare("UPDATE search_index_state SET generation = generation + 1 WHERE id = 1").run();
  })();
}

/** FTS5 keeps ß while the query side folds it to ss (text.ts `fold`): the index gets ss too. */
function withoutEszett<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === "string" ? v.replace(/ß/g, "ss").replace(/ẞ/g, "SS") : v]),
  ) as T;
}

/** The description's text: tags and entities gone, so "<strong>" is no word and words don't glue. */
function plain(html: string | null): string {
  return surfaceWords(html).join(" ");
}

/** A SKU as one folded word: "PW-CREA-250" -> "pwcrea250". */
export function compactSku(sku: string): string {
  return surfaceWords(sku).join("");
}
