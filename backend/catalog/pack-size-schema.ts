// The migration of pack sizes (catalog/pack-size.ts): the product columns of a pack's net weight and
// servings, filled from each pack's size option and its content's serving.
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { PRODUCTS } from "../seed/catalog-data.js";
import { KIND_CONTENT } from "../seed/catalog-copy/content-data.js";
import { PRODUCT_CONTENT } from "../seed/catalog-copy/content-products.js";
import { contentKindOf } from "./content-schema.js";
import { packOfSize } from "./pack-size.js";

function addColumn(db: Database, table: string, column: string, type: string): void {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
  if (!columns.includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
}

/**
 * The columns, only when missing: the seed of a test that takes a database back to an older version
 * writes them before this migration has run.
 */
function addPackColumns(db: Database): void {
  addColumn(db, "products", "serving_grams", "REAL");
  addColumn(db, "products", "net_weight_grams", "REAL");
  addColumn(db, "products", "pack_servings", "INTEGER");
}

/** The migration: the columns, and their values for a shop seeded before them. */
export function packSizeMigration(db: Database): void {
  addPackColumns(db);
  if (isSeeded(db)) seedPackSizes(db);
}

/** Each product's and variant's pack, from its size option and its content's serving. */
export function seedPackSizes(db: Database): void {
  addPackColumns(db);
  const idOf = db.prepare("SELECT id FROM products WHERE sku = ?").pluck();
  const childrenOf = db.prepare("SELECT child_id FROM product_relations WHERE parent_id = ?").pluck();
  const sizeCodeOf = db
    .prepare("SELECT o.code FROM products p JOIN attribute_options o ON o.id = p.size WHERE p.id = ?")
    .pluck();
  const setPack = db.prepare(
    "UPDATE products SET serving_grams = ?, net_weight_grams = ?, pack_servings = ? WHERE id = ?",
  );
  for (const def of PRODUCTS) {
    const id = idOf.get(def.sku) as number | undefined;
    if (id === undefined) continue;
    const kind = contentKindOf(def);
    const servingGrams = kind ? (PRODUCT_CONTENT[def.sku] ?? KIND_CONTENT[kind]).servingGrams : null;
    const children = childrenOf.all(id) as number[];
    // A configurable's packs are its variants'; the parent has none of its own.
    for (const productId of children.length ? children : [id]) {
      const pack = packOfSize((sizeCodeOf.get(productId) as string | undefined) ?? null);
      setPack.run(servingGrams, pack.netWeightGrams, pack.servings, productId);
    }
    if (children.length) setPack.run(servingGrams, null, null, id);
  }
}
