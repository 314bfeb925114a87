// Magento's Wishlist tables (wishlist, wishlist_item): one list per customer in Open Source.
import type { Database } from "better-sqlite3";
import { reseedConfigPaths } from "../seed/stores.js";
import { isSeeded } from "../db/seeded.js";

export function wishlistMigration(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS wishlists (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      customer_id INTEGER NOT NULL UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
      sharing_code TEXT NOT NULL UNIQUE,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS wishlist_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      wishlist_id INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL,
      selected_options TEXT NOT NULL DEFAULT '[]',
      quantity REAL NOT NULL,
      description TEXT,
      store_code TEXT NOT NULL,
      added_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS wishlist_items_by_list ON wishlist_items (wishlist_id, id);
  `);
  // The storefront shows the heart only where the store says the wishlist is on.
  if (isSeeded(db)) reseedConfigPaths(db, ["magento_wishlist_general_is_enabled"]);
}
