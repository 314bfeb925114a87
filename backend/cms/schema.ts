// Migration 2: Magento's cms_page + cms_page_store, flattened (one row per page and store scope, '' =
// all store views); error reports looked up by code; config and CMS content of an existing database
// brought to the current seed (config is seed-only data, nothing edits it).
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { seedCmsPages } from "../seed/cms.js";
import { seedConfig } from "../seed/stores.js";

export function cmsPagesMigration(db: Database): void {
  db.exec(`
    CREATE TABLE cms_pages (
      id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, store_code TEXT NOT NULL, is_active INTEGER NOT NULL DEFAULT 1,
      url_key TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, content_heading TEXT, page_layout TEXT,
      meta_title TEXT, meta_keywords TEXT, meta_description TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
      UNIQUE (identifier, store_code)
    );
    CREATE INDEX cms_pages_url_key ON cms_pages(url_key);
    CREATE INDEX error_reports_code ON error_reports(code);
  `);
  if (isSeeded(db)) {
    db.prepare("DELETE FROM config").run();
    seedConfig(db);
    seedCmsPages(db);
  }
}
