// The delivery timer's holidays reach a shop seeded before them: the migrations bring the timer's
// setting to the seed (the warehouse's holidays in every store), and running them again changes nothing.
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrate } from "../db/migrations.js";
import { seed } from "../seed/index.js";
import {
  deliveryHolidaysMigration,
  deliveryTimeCaseMigration,
  usDeliveryTimerMigration,
  warehouseHolidaysEverywhereMigration,
} from "./schema.js";
import { FROM_SCRATCH } from "../../tests/setup/timeouts.js";

const timerOf = (db: Database.Database, store: string) =>
  JSON.parse(
    (
      db.prepare("SELECT value FROM config WHERE path = 'delivery_timer' AND scope_code = ?").get(store) as {
        value: string;
      }
    ).value,
  ) as { shipment_time: string; delivery_time?: string; holidays?: string[] };

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
      deliveryHolidaysMigration(db);
      expect(timerOf(db, "").holidays).toContain("2027-01-01");
      // The default scope's, the US store's and the four continental stores'.
      expect(db.prepare("SELECT COUNT(*) AS n FROM config WHERE path = 'delivery_timer'").get()).toEqual({ n: 6 });
    } finally {
      db.close();
    }
  });

  it(
    "gives every store whose timer lists no holidays the warehouse's, keeping the rest of its timer",
    FROM_SCRATCH,
    () => {
      const db = new Database(":memory:");
      try {
        migrate(db, 45);
        seed(db);
        const setTimer = db.prepare("UPDATE config SET value = ? WHERE path = 'delivery_timer' AND scope_code = ?");
        // As a shop seeded before: the continental stores' timers without holidays.
        setTimer.run(JSON.stringify({ shipment_time: "13:30", delivery_time: "In 2–3 Werktagen", holidays: [] }), "de");
        setTimer.run(JSON.stringify({ shipment_time: "14:00", delivery_time: "Sous 2 à 4 jours ouvrés" }), "fr");
        // An owner's own list stays.
        setTimer.run(JSON.stringify({ shipment_time: "14:00", delivery_time: "x", holidays: ["2026-10-12"] }), "es");
        migrate(db);
        expect(timerOf(db, "de")).toEqual({
          shipment_time: "13:30",
          // the seed's first words, in lower case after the timer's colon since migration 51
          delivery_time: "in 2–3 Werktagen",
          holidays: expect.arrayContaining(["2026-12-25", "2026-12-28", "2027-01-01"]),
        });
        expect(timerOf(db, "fr").holidays).toContain("2026-12-25");
        expect(timerOf(db, "es").holidays).toEqual(["2026-10-12"]);
        const before = db.prepare("SELECT scope_code, value FROM config WHERE path = 'delivery_timer'").all();
        warehouseHolidaysEverywhereMigration(db);
        expect(db.prepare("SELECT scope_code, value FROM config WHERE path = 'delivery_timer'").all()).toEqual(before);
      } finally {
        db.close();
      }
    },
  );

  it(
    "gives the US store a timer of its own: the shipping page's delivery time, the default's cut-off and holidays",
    FROM_SCRATCH,
    () => {
      const db = new Database(":memory:");
      try {
        migrate(db, 46);
        seed(db);
        // As a shop seeded before: the US store reads the default scope's timer, which its owner changed.
        db.prepare("DELETE FROM config WHERE path = 'delivery_timer' AND scope_code = 'us'").run();
        const ownersDefault = { shipment_time: "14:30", delivery_time: "Next working day", holidays: ["2027-07-12"] };
        db.prepare("UPDATE config SET value = ? WHERE path = 'delivery_timer' AND scope_code = ''").run(
          JSON.stringify(ownersDefault),
        );
        migrate(db);
        expect(timerOf(db, "us")).toEqual({ ...ownersDefault, delivery_time: "3 to 5 business days" });
        expect(timerOf(db, "")).toEqual(ownersDefault);
        // A US timer of the shop's own stays as it is, and a second run changes nothing.
        db.prepare("UPDATE config SET value = ? WHERE path = 'delivery_timer' AND scope_code = 'us'").run(
          JSON.stringify({ shipment_time: "16:00", delivery_time: "Ships in 2 days" }),
        );
        usDeliveryTimerMigration(db);
        expect(timerOf(db, "us")).toEqual({ shipment_time: "16:00", delivery_time: "Ships in 2 days" });
      } finally {
        db.close();
      }
    },
  );

  it("writes the delivery times in lower case after the timer's colon, leaving an owner's own", FROM_SCRATCH, () => {
    const db = new Database(":memory:");
    try {
      migrate(db, 50);
      seed(db);
      const setTime = (store: string, time: string) =>
        db
          .prepare(
            "UPDATE config SET value = json_set(value, '$.delivery_time', ?) WHERE path = 'delivery_timer' AND scope_code = ?",
          )
          .run(time, store);
      // As a shop seeded before: the capitals, and a French time its owner wrote.
      setTime("de", "In 2–3 Werktagen");
      setTime("it", "In 2–4 giorni lavorativi");
      setTime("fr", "Expédié sous 48 h");
      migrate(db);
      expect(timerOf(db, "de")).toMatchObject({ shipment_time: "14:00", delivery_time: "in 2–3 Werktagen" });
      expect(timerOf(db, "de").holidays).toContain("2026-12-25");
      expect(timerOf(db, "it").delivery_time).toBe("in 2–4 giorni lavorativi");
      expect(timerOf(db, "fr").delivery_time).toBe("Expédié sous 48 h");
      deliveryTimeCaseMigration(db);
      expect(timerOf(db, "de").delivery_time).toBe("in 2–3 Werktagen");
    } finally {
      db.close();
    }
  });
});
