// The US store's catalogue in American English: a category's, product's, option's or picture's
// English text with British words ("flavours", "Unflavoured", "fibre") gets a US store-view value,
// as Magento keeps a value per store view, in the words the US store's screens use
// (shared/us-english.ts). Only the texts that differ are written. A US value that is the English
// with fewer of its words made American (an earlier, shorter word list wrote it) gets the words
// added since; a value the owner wrote in other words is never replaced, and a second run changes
// nothing.
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { buildSearchIndex } from "../search/schema.js";
import { isUsCopyOf, toUsEnglish } from "../shared/us-english.js";

interface TextTable {
  table: string;
  key: string;
  columns: readonly string[];
  /** columns that may not be empty: a US row repeats their English (in American words) */
  required?: readonly string[];
}

export const US_CATALOGUE_TEXTS: readonly TextTable[] = [
  {
    table: "category_texts",
    key: "category_id",
    columns: ["name", "description", "meta_title", "meta_description", "meta_keywords"],
  },
  {
    table: "product_texts",
    key: "product_id",
    columns: [
      ...["name", "description", "short_description", "meta_title", "meta_description", "meta_keyword"],
      ...["ingredients", "nutrition", "texture", "active_ingredients", "recommended_serving", "claims_list"],
    ],
  },
  { table: "attribute_option_labels", key: "option_id", columns: ["label"], required: ["label"] },
  {
    table: "product_media_labels",
    key: "media_id",
    columns: ["label", "video_title", "video_description"],
    required: ["label"],
  },
];

const US = "us";

/** Seed step and migration: the US values where American English writes a text otherwise. */
export function seedUsCatalogueWords(db: Database): void {
  for (const { table, key, columns, required = [] } of US_CATALOGUE_TEXTS) {
    const english = db
      .prepare(`SELECT ${key} AS id, ${columns.join(", ")} FROM ${table} WHERE store_code = ''`)
      .all() as Array<Record<string, string | number | null>>;
    const own = db.prepare(`SELECT ${columns.join(", ")} FROM ${table} WHERE ${key} = ? AND store_code = '${US}'`);
    for (const row of english) {
      const american = Object.fromEntries(
        columns.flatMap((column) => {
          const text = row[column];
          return typeof text === "string" && toUsEnglish(text) !== text ? [[column, toUsEnglish(text)]] : [];
        }),
      );
      if (!Object.keys(american).length) continue;
      const mine = own.get(row.id) as Record<string, string | null> | undefined;
      if (!mine) {
        const values = { ...american };
        for (const column of required) values[column] ??= toUsEnglish(String(row[column]));
        const names = Object.keys(values);
        db.prepare(
          `INSERT INTO ${table} (${key}, store_code, ${names.join(", ")}) VALUES (?, '${US}', ${names.map(() => "?").join(", ")})`,
        ).run(row.id, ...Object.values(values));
        continue;
      }
      for (const [column, text] of Object.entries(american))
        if (mine[column] === null || (mine[column] !== text && isUsCopyOf(mine[column], text)))
          db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ? AND store_code = '${US}'`).run(text, row.id);
    }
  }
}

/** Migration 53: the US store's catalogue words for a shop seeded before them, then its search index. */
export function usCatalogueWordsMigration(db: Database): void {
  if (!isSeeded(db)) return;
  seedUsCatalogueWords(db);
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_index_state'").get()) buildSearchIndex(db);
}

/**
 * Migration 58: the words the list gained since (flavorings, savory, hydrolyzed, yogurt, fibers,
 * utilization, oatmeal...) in the US copies migration 53 made, and the US search index with them.
 */
export function usCatalogueSpellingsMigration(db: Database): void {
  usCatalogueWordsMigration(db);
}
