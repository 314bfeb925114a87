// The delivery timer: the server works out the next working days' cut-offs in the store's time zone
// (a change of clocks included), and the browser says from them, with its clock alone, when an order
// made now leaves: in so many minutes today, tomorrow, or on the next working day's name. No parcel
// leaves at the weekend, as the delivery pages say.
import { describe, expect, it } from "vitest";
import {
  dispatchOf,
  minutesToCutoff,
  nextCutoffs,
  storeHolidays,
  type Cutoff,
} from "~/commerce/checkout/delivery-timer";

const london = { shipmentTime: "15:00", timezone: "Europe/London" };
const at = (iso: string) => new Date(iso).getTime();
const instants = (cutoffs: Cutoff[]) => cutoffs.map((cutoff) => new Date(cutoff.at).toISOString());

describe("the next cut-offs", () => {
  it("are the shipment time of each working day from today, in the store's zone, never at the weekend", () => {
    // Thursday 26 November 2026 in the morning: Thursday's, Friday's, then Monday's.
    expect(instants(nextCutoffs(london, new Date("2026-11-26T10:20:30Z"), "en-GB"))).toEqual([
      "2026-11-26T15:00:00.000Z",
      "2026-11-27T15:00:00.000Z",
      "2026-11-30T15:00:00.000Z",
    ]);
    // Friday after the cut-off, and all weekend: Monday's first.
    for (const now of ["2026-11-27T15:00:00Z", "2026-11-28T09:00:00Z", "2026-11-29T23:30:00Z"])
      expect(instants(nextCutoffs(london, new Date(now), "en-GB", 1)), now).toEqual(["2026-11-30T15:00:00.000Z"]);
    // The store's own zone decides the day: Saturday 00:30 in Tokyo is still Friday in London.
    const tokyo = { shipmentTime: "09:30", timezone: "Asia/Tokyo" };
    expect(instants(nextCutoffs(tokyo, new Date("2026-11-27T10:00:00Z"), "en-GB", 1))).toEqual([
      "2026-11-30T00:30:00.000Z",
    ]);
  });

  it("know where their day and the day before start, and the day's name in the store's language", () => {
    const [friday, monday] = nextCutoffs(london, new Date("2026-11-27T08:00:00Z"), "de-DE", 2);
    expect(friday).toEqual({
      at: at("2026-11-27T15:00:00Z"),
      dayStart: at("2026-11-27T00:00:00Z"),
      eveStart: at("2026-11-26T00:00:00Z"),
      day: "Freitag",
    });
    expect(monday).toMatchObject({ dayStart: at("2026-11-30T00:00:00Z"), eveStart: at("2026-11-29T00:00:00Z") });
    expect(monday.day).toBe("Montag");
    expect(nextCutoffs(london, new Date("2026-11-27T08:00:00Z"), "fr-FR", 2)[1].day).toBe("lundi");
  });

  it("fall where the store's clock reads the shipment time when the clocks change on the way", () => {
    // Spring: Sunday 29 March 2026, BST from 01:00 GMT. Monday 15:00 BST is 14:00 UTC; Monday starts
    // at 23:00 UTC, Sunday (the day before) at midnight GMT.
    const [spring] = nextCutoffs(london, new Date("2026-03-27T16:00:00Z"), "en-GB", 1);
    expect(spring).toMatchObject({
      at: at("2026-03-30T14:00:00Z"),
      dayStart: at("2026-03-29T23:00:00Z"),
      eveStart: at("2026-03-29T00:00:00Z"),
    });
    // Autumn: Sunday 25 October 2026, GMT again from 02:00 BST. Monday 15:00 GMT is 15:00 UTC; Sunday
    // started at 23:00 UTC on Saturday.
    const [autumn] = nextCutoffs(london, new Date("2026-10-23T16:00:00Z"), "en-GB", 1);
    expect(autumn).toMatchObject({
      at: at("2026-10-26T15:00:00Z"),
      dayStart: at("2026-10-26T00:00:00Z"),
      eveStart: at("2026-10-24T23:00:00Z"),
    });
  });

  it("skip the store's holidays: no parcel leaves on a bank holiday", () => {
    const christmas = { ...london, holidays: ["2026-12-25", "2026-12-28", "2027-01-01"] };
    // Christmas Eve after the cut-off: Christmas Day, the weekend and the Boxing Day holiday pass.
    expect(instants(nextCutoffs(christmas, new Date("2026-12-24T16:00:00Z"), "en-GB"))).toEqual([
      "2026-12-29T15:00:00.000Z",
      "2026-12-30T15:00:00.000Z",
      "2026-12-31T15:00:00.000Z",
    ]);
    // On the holiday itself, before the shipment time: nothing leaves today.
    const [first] = nextCutoffs(christmas, new Date("2026-12-28T09:00:00Z"), "en-GB", 1);
    expect(first).toMatchObject({ at: at("2026-12-29T15:00:00Z"), day: "Tuesday" });
    // So the page says Tuesday on Christmas Eve's evening and all the long weekend, tomorrow on the holiday.
    const cutoffs = nextCutoffs(christmas, new Date("2026-12-24T16:00:00Z"), "en-GB");
    expect(dispatchOf(cutoffs, at("2026-12-24T16:00:00Z"))).toEqual({ day: "Tuesday" });
    expect(dispatchOf(cutoffs, at("2026-12-27T12:00:00Z"))).toEqual({ day: "Tuesday" });
    expect(dispatchOf(cutoffs, at("2026-12-28T09:00:00Z"))).toEqual({ day: null });
    // A holiday is a day of the store's own calendar: 25 December in Tokyo starts at 15:00 UTC on the 24th.
    const tokyo = { shipmentTime: "09:30", timezone: "Asia/Tokyo", holidays: ["2026-12-25"] };
    expect(instants(nextCutoffs(tokyo, new Date("2026-12-24T01:00:00Z"), "en-GB", 1))).toEqual([
      "2026-12-28T00:30:00.000Z",
    ]);
    // A zone the runtime does not know: UTC's calendar.
    const nowhere = { shipmentTime: "15:00", timezone: "Nowhere/Atlantis", holidays: ["2026-12-25"] };
    expect(instants(nextCutoffs(nowhere, new Date("2026-12-24T16:00:00Z"), "en-GB", 1))).toEqual([
      "2026-12-28T15:00:00.000Z",
    ]);
  });

  it("are none for a malformed shipment time", () => {
    expect(nextCutoffs({ shipmentTime: "3pm", timezone: "Europe/London" }, new Date(), "en-GB")).toEqual([]);
    expect(dispatchOf([], Date.now())).toBeNull();
  });
});

describe("when an order made now leaves", () => {
  const cutoffs = nextCutoffs(london, new Date("2026-11-26T08:00:00Z"), "en-GB");

  it("is today, in the minutes the server counts, before a working day's cut-off", () => {
    for (let now = at("2026-11-26T00:00:00Z"); now < at("2026-11-26T15:00:00Z"); now += 7 * 60_000 + 13_000)
      expect(dispatchOf(cutoffs, now), new Date(now).toISOString()).toEqual({
        minutes: minutesToCutoff(london, new Date(now)),
      });
    expect(dispatchOf(cutoffs, at("2026-11-26T14:59:30Z"))).toEqual({ minutes: 1 });
  });

  it("is tomorrow after the cut-off of a day before a working day, and from Sunday midnight", () => {
    expect(dispatchOf(cutoffs, at("2026-11-26T15:00:00Z"))).toEqual({ day: null });
    expect(dispatchOf(cutoffs, at("2026-11-26T23:59:00Z"))).toEqual({ day: null });
    expect(dispatchOf(cutoffs, at("2026-11-29T00:00:00Z"))).toEqual({ day: null });
    expect(dispatchOf(cutoffs, at("2026-11-29T20:00:00Z"))).toEqual({ day: null });
  });

  it("is the next working day's name after Friday's cut-off and on Saturday", () => {
    expect(dispatchOf(cutoffs, at("2026-11-27T15:00:00Z"))).toEqual({ day: "Monday" });
    expect(dispatchOf(cutoffs, at("2026-11-28T10:00:00Z"))).toEqual({ day: "Monday" });
    expect(dispatchOf(cutoffs, at("2026-11-28T23:59:00Z"))).toEqual({ day: "Monday" });
    expect(dispatchOf(cutoffs, at("2026-11-30T09:00:00Z"))).toEqual({ minutes: 6 * 60 });
  });

  it("is not known past the last cut-off (a page kept longer than they reach keeps what it said)", () => {
    expect(dispatchOf(cutoffs, at("2026-11-30T15:00:00Z"))).toBeNull();
  });
});

describe("the store's holidays", () => {
  it("are the days storeConfig names, leaving out what is not a date", () => {
    const config = {
      timezone: "Europe/London",
      delivery_timer: {
        shipment_time: "15:00",
        delivery_time: "Next working day",
        holidays: ["2026-12-25", null, "25/12/2026", "2026-12-28"],
      },
    };
    expect(storeHolidays(config)).toEqual(["2026-12-25", "2026-12-28"]);
    // A backend that names none (stock Magento has no such setting): working days are Monday to Friday.
    expect(storeHolidays({ delivery_timer: { shipment_time: "14:00", delivery_time: "x" } })).toEqual([]);
    expect(storeHolidays({ delivery_timer: null })).toEqual([]);
  });
});
