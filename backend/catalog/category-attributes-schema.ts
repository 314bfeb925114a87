// The category attributes a Magento admin keeps and Magento's GraphQL answers as fields of
// CategoryInterface (its EAV attribute reader adds them beside the static SDL): how a category page
// shows (display_mode, landing_page: a CMS block's id), which sorts it offers (available_sort_by,
// null: all of the store's), and when it was made and last changed. Existing databases get
// Magento's defaults for them.
import type { Database } from "better-sqlite3";

export function categoryAttributesMigration(db: Database): void {
  const columns = new Set(
    (db.prepare("PRAGMA table_info(categories)").all() as Array<{ name: string }>).map((c) => c.name),
  );
  const add = (name: string, definition: string) => {
    if (!columns.has(name)) db.exec(`ALTER TABLE categories ADD COLUMN ${name} ${definition}`);
  };
  add("display_mode", "TEXT NOT NULL DEFAULT 'PRODUCTS'");
  add("landing_page", "INTEGER");
  add("available_sort_by", "TEXT");
  add("created_at", "TEXT NOT NULL DEFAULT '2025-01-01 00:00:00'");
  add("updated_at", "TEXT NOT NULL DEFAULT '2025-01-01 00:00:00'");
}
