// TODO(issue 10, part B): the sales module's demo orders, invoices and shipments (tables: migration 1).
// Migration 10. Runs on every database; a seeded one gets the part's demo data here too.
import type { Database } from "better-sqlite3";

export function salesMigration(_db: Database): void {}

/** Called by seed() for a new database. */
export function seedSales(_db: Database): void {}
