// Magento's compare list tables (catalog_compare_list, catalog_compare_item): a list per guest by its
// masked uid, one per customer; a closed account or a deleted product takes its rows with it.
import type { Database } from "better-sqlite3";

export function compareListsMigration(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS compare_lists (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      uid TEXT NOT NULL UNIQUE,
      customer_id INTEGER UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS compare_list_items (
      list_id INTEGER NOT NULL REFERENCES compare_lists(id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      store_code TEXT NOT NULL,
      added_at TEXT NOT NULL,
      PRIMARY KEY (list_id, product_id)
    );
  `);
}
