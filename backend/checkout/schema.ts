// TODO(issue 11, part A "steps"): anything the checkout steps keep on the cart, migration 14.
import type { Database } from "better-sqlite3";

export function checkoutMigration(_db: Database): void {}
