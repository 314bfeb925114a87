// The product page's content beyond Magento's core (issue 13): the amino acid profile, the claims,
// translated nutrition tables. OWNER issue 13 content helper.
import type { Database } from "better-sqlite3";

const isSeeded = (db: Database) => (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;

/** Migration 21: the content's schema; its data for a database seeded before it. */
export function productContentMigration(db: Database): void {
  if (isSeeded(db)) seedProductContent(db);
}

/** The content's demo data (a fresh database: called by seed()). */
export function seedProductContent(_db: Database): void {}
