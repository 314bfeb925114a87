// The delivery timer's holidays reach a shop seeded before them: the migration brings the timer's
// setting to the seed, and running it again changes nothing.
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrate } from "../db/migrations.js";
import { seed } from "../seed/index.js";
import { deliveryHolidaysMigration } from "./schema.js";
import { FROM_SCRATCH } from "../../tests/setup/timeouts.js";

const timerOf = (db: Database.Database, store: string) =>
  JSON.parse(
    (
      db.prepare("SELECT value FROM config WHERE path = 'delivery_timer' AND scope_code = ?").get(store) as {
        value: string;
      }
    ).value,
  ) as { shipment_time: string; holidays?: string[] };

describe("the delivery holidays migration", () => {
  it("gives a shop seeded before it the warehouse's bank holidays", FROM_SCRATCH, () => {
    const db = new Database(":memory:");
    try {
      migrate(db, 44);
      seed(db);
      db.prepare("UPDATE config SET value = ? WHERE path = 'delivery_timer' AND scope_code = ''").run(
        JSON.stringify({ shipment_time: "15:00", delivery_time: "Next working day" }),
      );
      expect(timerOf(db, "").holidays).toBeUndefined();
      migrate(db);
      expect(timerOf(db, "").holidays).toEqual(expect.arrayContaining(["2026-12-25", "2026-12-28"]));
      expect(timerOf(db, "de")).toMatchObject({ shipment_time: "14:00", holidays: [] });
      deliveryHolidaysMigration(db);
      expect(timerOf(db, "").holidays).toContain("2027-01-01");
      expect(db.prepare("SELECT COUNT(*) AS n FROM config WHERE path = 'delivery_timer'").get()).toEqual({ n: 5 });
    } finally {
      db.close();
    }
  });
});
