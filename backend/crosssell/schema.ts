// Tables of the cross-sell rules. A rule says "products of this category (or this product)
// go with that simple product", with a label, a CSS class name and a protein insight per language.
import type { Database } from "better-sqlite3";
import { seedCrossSells } from "../seed/crosssells.js";

export const CROSS_SELL_TABLES = `
  CREATE TABLE crosssell_rules (
    id INTEGER PRIMARY KEY,
    -- exactly one source: a category (its sub-categories too) or a product sku
    source_category_id INTEGER REFERENCES categories(id) ON DELETE CASCADE,
    source_sku TEXT,
    target_sku TEXT NOT NULL,
    class_name TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    CHECK ((source_category_id IS NULL) <> (source_sku IS NULL))
  );
  CREATE TABLE crosssell_rule_texts (
    rule_id INTEGER NOT NULL REFERENCES crosssell_rules(id) ON DELETE CASCADE,
    lang TEXT NOT NULL,
    label TEXT NOT NULL,
    protein_insight TEXT,
    PRIMARY KEY (rule_id, lang)
  );
`;

/** The migration: tables, and the demo rules for a database seeded before it existed. */
export function crossSellMigration(db: Database): void {
  db.exec(CROSS_SELL_TABLES);
  const seeded = (db.prepare("SELECT COUNT(*) AS n FROM categories").get() as { n: number }).n > 0;
  if (seeded) seedCrossSells(db);
}
