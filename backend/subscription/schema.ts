// TODO(issue 10, part D): subscriptions, saved cards, referrals, reviews and points history demo data.
// Migration 12. Runs on every database; a seeded one gets the part's demo data here too.
import type { Database } from "better-sqlite3";

export function perksMigration(_db: Database): void {}

/** Called by seed() for a new database. */
export function seedPerks(_db: Database): void {}
