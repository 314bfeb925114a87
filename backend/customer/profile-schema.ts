// TODO(issue 10, part C): addresses, account details and contact preferences (tables: migration 1).
// Migration 11. Runs on every database; a seeded one gets the part's demo data here too.
import type { Database } from "better-sqlite3";

export function profileMigration(_db: Database): void {}

/** Called by seed() for a new database. */
export function seedProfiles(_db: Database): void {}
