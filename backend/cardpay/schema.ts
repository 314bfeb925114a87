// TODO(issue 11, part D "pay"): the card provider's tables (payment sessions), migration 17.
import type { Database } from "better-sqlite3";

export function cardPayMigration(_db: Database): void {}
