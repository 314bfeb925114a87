// Migration 57: the French and Italian store views' seeded texts as those languages are printed
// (backend/shared/typography.ts), for a shop seeded before the seed wrote them so. A stored text
// changes only while it still reads as the seed wrote it, its apostrophes and spaces aside: the
// seed's text now, set the old way, is what the shop was given; anything else is the owner's own and
// stays. The seed's text now comes from a new shop in memory, so every table is compared with
// exactly what a new shop gets. A second run finds nothing left to change.
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import type { MigrationContext } from "../manifest.js";
import { buildSearchIndex } from "../search/schema.js";
import { typeset } from "../shared/typography.js";

/** The tables of store-view texts the seed writes for "fr" and "it". */
export const SEEDED_TEXT_TABLES = [
  "cms_pages",
  "cms_blocks",
  "category_texts",
  "product_texts",
  "product_media_labels",
  "attribute_labels",
  "attribute_option_labels",
  "bundle_option_titles",
  "sales_rule_labels",
  "basket_offer_texts",
  "supersize_texts",
  "reward_rule_texts",
  "crosssell_rule_texts",
] as const;

const LANGS = ["fr", "it"];

interface Column {
  name: string;
  type: string;
  pk: number;
}

export function typographyMigration(db: Database, { freshShop }: MigrationContext): void {
  if (!isSeeded(db)) return;
  const fresh = freshShop();
  let changed = 0;
  for (const table of SEEDED_TEXT_TABLES) changed += typesetTable(db, fresh, table);
  if (changed && db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_index_state'").get())
    buildSearchIndex(db);
}

/** The rows of one table brought to the seed's typography; how many values changed. */
function typesetTable(db: Database, fresh: Database, table: string): number {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as Column[];
  if (!columns.length) return 0;
  const names = columns.map((c) => c.name);
  // the store view's code, or the language where a table keeps its texts by language
  const scope = ["store_code", "lang"].find((name) => names.includes(name));
  if (!scope) return 0;
  // pages and blocks are known by their identifier in a store view; the rest by their key
  const key = names.includes("identifier") ? ["identifier", scope] : columns.filter((c) => c.pk > 0).map((c) => c.name);
  const texts = columns
    .filter((c) => c.type.toUpperCase() === "TEXT" && !key.includes(c.name) && c.name !== scope)
    .map((c) => c.name);
  if (!key.length || !texts.length) return 0;
  const where = key.map((k) => `${k} = ?`).join(" AND ");
  const seeded = fresh.prepare(`SELECT ${texts.join(", ")} FROM ${table} WHERE ${where}`);
  const rows = db
    .prepare(
      `SELECT ${[...new Set([...key, scope, ...texts])].join(", ")} FROM ${table} WHERE ${scope} IN (${LANGS.map(() => "?").join(", ")})`,
    )
    .all(...LANGS) as Array<Record<string, unknown>>;
  let changed = 0;
  for (const row of rows) {
    const keyValues = key.map((k) => row[k]);
    const now = seeded.get(...keyValues) as Record<string, unknown> | undefined;
    if (!now) continue;
    const lang = String(row[scope]);
    for (const column of texts) {
      const stored = row[column];
      const wanted = now[column];
      if (typeof stored !== "string" || typeof wanted !== "string" || stored === wanted) continue;
      if (typeset(lang, stored) !== wanted) continue;
      db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${where}`).run(wanted, ...keyValues);
      changed++;
    }
  }
  return changed;
}
