import type { Database } from "better-sqlite3";

/** A database the seed has filled (a data migration brings such a database to the current seed). */
export const isSeeded = (db: Database) =>
  (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;
