// Migration 25 of the catalogue: every product's own descriptions (catalog/product-descriptions.ts).
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { buildSearchIndex } from "../search/schema.js";
import { LANGS, type Lang } from "../seed/catalog-data.js";
import { PRODUCT_DESCRIPTIONS, productTexts } from "./product-descriptions.js";

/** Store view code of a language's texts: '' (admin default) holds English, as the seed writes them. */
const scopeFor = (lang: Lang) => (lang === "en" ? "" : lang);

/**
 * Migration 25: every seeded product's own description, short description and meta description in
 * each language, in place of the seed's boilerplate; then the search index again, as it indexes the
 * description. A database not seeded yet (a fresh one) gets them from the seed.
 */
export function productDescriptionsMigration(db: Database): void {
  if (!isSeeded(db)) return;
  const update =
    db.prepare(`UPDATE product_texts SET description = @description, short_description = @short_description,
      meta_description = @meta_description
    WHERE store_code = @store_code AND product_id = (SELECT id FROM products WHERE sku = @sku)`);
  for (const [sku, texts] of Object.entries(PRODUCT_DESCRIPTIONS)) {
    for (const lang of LANGS) update.run({ sku, store_code: scopeFor(lang), ...productTexts(texts, lang) });
  }
  const indexed = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_index_state'").get();
  if (indexed) buildSearchIndex(db);
}
