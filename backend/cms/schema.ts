// Migration 2: Magento's cms_page + cms_page_store, flattened (one row per page and store scope, '' =
// all store views); error reports looked up by code; config and CMS content of an existing database
// brought to the current seed (config is seed-only data, nothing edits it).
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { seedCmsPages } from "../seed/cms.js";
import { seedCmsContent } from "../seed/cms-content.js";
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

/**
 * Migration 37: Magento's cms_block (+ its store links, flattened like the pages) and url_rewrite
 * (the custom permanent redirects; products, categories and pages resolve by their own keys), and
 * the shop's content pages and home page blocks for a shop seeded before them.
 */
export function cmsBlocksMigration(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS cms_blocks (
      id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, store_code TEXT NOT NULL, is_active INTEGER NOT NULL DEFAULT 1,
      title TEXT NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
      UNIQUE (identifier, store_code)
    );
    CREATE TABLE IF NOT EXISTS url_rewrites (
      id INTEGER PRIMARY KEY, store_code TEXT NOT NULL, request_path TEXT NOT NULL, target_path TEXT NOT NULL,
      redirect_type INTEGER NOT NULL DEFAULT 0, entity_type TEXT NOT NULL,
      UNIQUE (request_path, store_code)
    );
  `);
  if (isSeeded(db)) seedCmsContent(db);
}
