// The migration of training goals and best sellers (catalog/goals.ts): the bestsellers table, the
// goal attribute with its options, each product's goals and the demo's seeded counts.
import type { Database } from "better-sqlite3";
import { LANGS, type Lang } from "../seed/catalog-data.js";
import {
  GOAL_ATTRIBUTE_ID,
  GOAL_FIRST_OPTION_ID,
  GOAL_LABEL,
  GOAL_OPTIONS,
  PRODUCT_GOALS,
  SEEDED_UNITS_ORDERED,
} from "./goals.js";

/** The migration: the bestsellers table, and the goals and counts of a shop seeded before them. */
export function goalsMigration(db: Database): void {
  createBestsellersTable(db);
  const seeded = (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;
  if (seeded) seedGoals(db);
}

/**
 * Only when missing: a test seeds a database at an older version (before this table), and one taken
 * back to an older version runs this migration again.
 */
function createBestsellersTable(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS sales_bestsellers (
    product_id INTEGER PRIMARY KEY REFERENCES products(id), qty_ordered REAL NOT NULL
  )`);
}

const scopeFor = (lang: Lang) => (lang === "en" ? "" : lang);

/** The goal attribute, its options in every language, each product's goals and the seeded counts. */
export function seedGoals(db: Database): void {
  createBestsellersTable(db);
  // A database seeded before the attribute value table (migration 18) gets its goals from this migration.
  const hasValues = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'product_attribute_values'").get();
  if (!hasValues) return;
  db.prepare(
    "INSERT OR IGNORE INTO attributes (id, code, frontend_input, position) VALUES (?, 'goal', 'multiselect', 5)",
  ).run(GOAL_ATTRIBUTE_ID);
  const label = db.prepare(
    "INSERT OR REPLACE INTO attribute_labels (attribute_id, store_code, label) VALUES (?, ?, ?)",
  );
  for (const lang of LANGS) label.run(GOAL_ATTRIBUTE_ID, scopeFor(lang), GOAL_LABEL[lang]);
  const option = db.prepare(
    "INSERT OR IGNORE INTO attribute_options (id, attribute_id, code, sort_order) VALUES (?, ?, ?, ?)",
  );
  const optionLabel = db.prepare(
    "INSERT OR REPLACE INTO attribute_option_labels (option_id, store_code, label) VALUES (?, ?, ?)",
  );
  const ids = new Map<string, number>();
  GOAL_OPTIONS.forEach((o, i) => {
    const id = GOAL_FIRST_OPTION_ID + i;
    ids.set(o.code, id);
    option.run(id, GOAL_ATTRIBUTE_ID, o.code, i + 1);
    for (const lang of LANGS) if (lang === "en" || o[lang] !== o.en) optionLabel.run(id, scopeFor(lang), o[lang]);
  });
  const productId = db.prepare("SELECT id FROM products WHERE sku = ?").pluck();
  const value = db.prepare(
    "INSERT OR IGNORE INTO product_attribute_values (product_id, attribute_id, option_id) VALUES (?, ?, ?)",
  );
  for (const [sku, goals] of Object.entries(PRODUCT_GOALS)) {
    const id = productId.get(sku) as number | undefined;
    if (id !== undefined) for (const goal of goals) value.run(id, GOAL_ATTRIBUTE_ID, ids.get(goal)!);
  }
  const units = db.prepare("INSERT OR REPLACE INTO sales_bestsellers (product_id, qty_ordered) VALUES (?, ?)");
  for (const [sku, qty] of Object.entries(SEEDED_UNITS_ORDERED)) {
    const id = productId.get(sku) as number | undefined;
    if (id !== undefined) units.run(id, qty);
  }
}
