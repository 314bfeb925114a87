// The store configuration's changes for an existing database (config brought to the seed).
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { MANCHESTER_WAREHOUSE_HOLIDAYS } from "../seed/bank-holidays.js";
import { DELIVERY_TIMES_AFTER_A_COLON, reseedConfigPaths, US_DELIVERY_TIMER, US_WORDS } from "../seed/stores.js";

/** The delivery timer's holidays: the Manchester warehouse's bank holidays for the stores it serves. */
export function deliveryHolidaysMigration(db: Database): void {
  if (isSeeded(db)) reseedConfigPaths(db, ["delivery_timer"]);
}

/**
 * The stores beyond the UK, Ireland and the US had no holidays in their delivery timer, though they
 * ship from the same warehouse: each store whose timer lists none gets the warehouse's. A timer's
 * other settings stay as they are, and a store that lists holidays of its own keeps them.
 */
export function warehouseHolidaysEverywhereMigration(db: Database): void {
  if (!isSeeded(db)) return;
  const timers = db.prepare("SELECT scope_code, value FROM config WHERE path = 'delivery_timer'").all() as Array<{
    scope_code: string;
    value: string;
  }>;
  const update = db.prepare("UPDATE config SET value = ? WHERE path = 'delivery_timer' AND scope_code = ?");
  for (const { scope_code, value } of timers) {
    const timer = JSON.parse(value) as { holidays?: string[] } | null;
    if (!timer || timer.holidays?.length) continue;
    update.run(JSON.stringify({ ...timer, holidays: MANCHESTER_WAREHOUSE_HOLIDAYS }), scope_code);
  }
}

/**
 * The US store read the default scope's timer, whose "Next working day" is the UK's: it gets its own,
 * with the shipping page's "3 to 5 business days". The default's cut-off and holidays (an owner's
 * changes included) are kept; a US timer of the shop's own is left alone, and a second run changes
 * nothing.
 */
export function usDeliveryTimerMigration(db: Database): void {
  if (!isSeeded(db)) return;
  const own = db.prepare("SELECT 1 FROM config WHERE path = 'delivery_timer' AND scope_code = 'us'").get();
  const fallback = db.prepare("SELECT value FROM config WHERE path = 'delivery_timer' AND scope_code = ''").get() as
    { value: string } | undefined;
  if (own || !fallback) return;
  const timer = JSON.parse(fallback.value) as Record<string, unknown>;
  db.prepare("INSERT INTO config (scope_code, path, value) VALUES ('us', 'delivery_timer', ?)").run(
    JSON.stringify({ ...timer, delivery_time: US_DELIVERY_TIMER.delivery_time }),
  );
}

/**
 * The US store's own words where it read the default's British ones (the flavour label, the free
 * delivery bar): for a shop seeded before them. A US setting of the shop's own is left alone.
 */
export function usWordsMigration(db: Database): void {
  if (!isSeeded(db)) return;
  const insert = db.prepare("INSERT INTO config (scope_code, path, value) VALUES ('us', ?, ?)");
  const own = db.prepare("SELECT 1 FROM config WHERE scope_code = 'us' AND path = ?");
  for (const [path, value] of Object.entries(US_WORDS)) if (!own.get(path)) insert.run(path, JSON.stringify(value));
}

/**
 * The German, Spanish, French and Italian delivery times as the seed writes them now, in lower case
 * after the timer's colon; a time the owner wrote is left as it is.
 */
export function deliveryTimeCaseMigration(db: Database): void {
  const read = db.prepare("SELECT value FROM config WHERE path = 'delivery_timer' AND scope_code = ?").pluck();
  const write = db.prepare("UPDATE config SET value = ? WHERE path = 'delivery_timer' AND scope_code = ?");
  for (const [store, [first, now]] of Object.entries(DELIVERY_TIMES_AFTER_A_COLON)) {
    const value = read.get(store) as string | undefined;
    if (!value) continue;
    const timer = JSON.parse(value) as { delivery_time?: string };
    if (timer.delivery_time === first) write.run(JSON.stringify({ ...timer, delivery_time: now }), store);
  }
}
