// TODO(issue 11, part C "order"): what placing orders needs (the one-unit product of the stock race,
// order idempotency per cart), migration 16; seedOrderPlacement runs in seed() for a new database.
import type { Database } from "better-sqlite3";

export function orderPlacementMigration(_db: Database): void {}

export function seedOrderPlacement(_db: Database): void {}
