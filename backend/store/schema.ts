// The store configuration's changes for an existing database (config brought to the seed).
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { reseedConfigPaths } from "../seed/stores.js";

/** The delivery timer's holidays: the Manchester warehouse's bank holidays for the stores it serves. */
export function deliveryHolidaysMigration(db: Database): void {
  if (isSeeded(db)) reseedConfigPaths(db, ["delivery_timer"]);
}
