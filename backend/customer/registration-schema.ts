// TODO(issue 10, part A): tables for account creation and password reset (the mail outbox, ...).
// Migration 9. Runs on every database; a seeded one gets the part's demo data here too.
import type { Database } from "better-sqlite3";

export function registrationMigration(_db: Database): void {}
