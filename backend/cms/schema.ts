// Migration 2: Magento's cms_page + cms_page_store, flattened (one row per page and store scope, '' =
// all store views); error reports looked up by code; config and CMS content of an existing database
// brought to the current seed (config is seed-only data, nothing edits it).
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { privacyPageRows, seedCmsPages } from "../seed/cms.js";
import { cmsContentRows, seedCmsContent, US_SCOPE } from "../seed/cms-content.js";
import { legalPageRows } from "../seed/legal/pages.js";
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

/** Words the seed wrote before, and the ones it writes now, in the rows of one store view. */
const WORDS_THE_SEED_CHANGED: Record<string, ReadonlyArray<readonly [before: string, now: string]>> = {
  // The US store's terms, returns and contact pages, in the words its screens use.
  us: [
    ["by ticking the box at checkout and placing your order", "by checking the box at checkout and placing your order"],
    ["with a delivery address in a country we ship to", "with a shipping address in a country we ship to"],
    ["We dispatch your order when the money arrives", "We ship your order when the money arrives"],
    [
      "on a working day leave our warehouse the same day. Delivery times",
      "on a business day leave our warehouse the same day. Shipping times",
    ],
    ["Last updated: 1 January 2026.", "Last updated: January 1, 2026."],
    ["Send the parcel to:", "Send the package to:"],
    ["Keep the proof of postage.", "Keep your shipping receipt."],
    ["we answer within one working day.", "we answer within one business day."],
    ["<h2>Post</h2>", "<h2>Mail</h2>"],
  ],
  // The Italian home page names the pre-workout category as its menu does.
  it: [
    ["<strong>Pre-workout</strong>", "<strong>Pre-allenamento</strong>"],
    ["vitamine e pre-workout,", "vitamine e pre-allenamento,"],
    ["Proteine, vitamine, pre-workout e snack", "Proteine, vitamine, pre-allenamento e snack"],
  ],
};

const TEXT_FIELDS = ["title", "content", "meta_description"] as const;
type TextRow = { identifier: string; store_code: string } & Partial<Record<(typeof TEXT_FIELDS)[number], string>>;

const sameText = (stored: TextRow | undefined, seeded: TextRow) =>
  !!stored && TEXT_FIELDS.every((field) => seeded[field] === undefined || stored[field] === seeded[field]);

/**
 * The US store's English in American words and the Italian home page's "Pre-allenamento", for a
 * shop seeded before them. Only what still reads as the seed wrote it changes: the US store gets
 * its own copy of an English page or block only while the English one is the seed's (an owner's
 * edit of it keeps reaching the US store), and a US or Italian text is brought to the seed only
 * when it was the seed's old text. A second run changes nothing.
 */
export function cmsWordsMigration(db: Database): void {
  if (!isSeeded(db) || !db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'cms_blocks'").get()) return;
  const content = cmsContentRows();
  const tables = {
    cms_pages: [...privacyPageRows(), ...legalPageRows(), ...content.pages] as TextRow[],
    cms_blocks: content.blocks as TextRow[],
  };
  for (const [table, seeded] of Object.entries(tables)) {
    const read = db.prepare(`SELECT * FROM ${table} WHERE identifier = ? AND store_code = ?`);
    for (const row of seeded) {
      const stored = read.get(row.identifier, row.store_code) as TextRow | undefined;
      if (stored) bringToSeed(db, table, stored, row);
      else if (row.store_code === US_SCOPE) {
        const english = read.get(row.identifier, "") as TextRow | undefined;
        const seededEnglish = seeded.find((r) => r.identifier === row.identifier && r.store_code === "");
        if (english && seededEnglish && sameText(english, seededEnglish)) copyForUs(db, table, english, row);
      }
    }
  }
}

function bringToSeed(db: Database, table: string, stored: TextRow, seeded: TextRow): void {
  const changes = WORDS_THE_SEED_CHANGED[stored.store_code] ?? [];
  const update = (field: string) =>
    db.prepare(`UPDATE ${table} SET ${field} = ? WHERE identifier = ? AND store_code = ?`);
  for (const field of TEXT_FIELDS) {
    const before = stored[field];
    if (before === undefined || seeded[field] === undefined || before === seeded[field]) continue;
    const now = changes.reduce((text, [old, word]) => text.replaceAll(old, word), before);
    if (now === seeded[field]) update(field).run(now, stored.identifier, stored.store_code);
  }
}

/** The English row as the US store's, with the US seed's words in place of its own. */
function copyForUs(db: Database, table: string, english: TextRow, us: TextRow): void {
  const columns = Object.keys(english).filter((column) => column !== "id");
  const values = columns.map((column) =>
    column === "store_code"
      ? US_SCOPE
      : (TEXT_FIELDS as readonly string[]).includes(column) && us[column as keyof TextRow] !== undefined
        ? us[column as keyof TextRow]
        : english[column as keyof TextRow],
  );
  db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).run(
    ...values,
  );
}
