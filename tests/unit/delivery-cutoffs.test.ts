// The delivery timer's count-down in the browser: the server works out the instants of the next
// cut-offs in the store's time zone (a change of clocks included), and the browser counts the whole
// minutes to them with its clock alone, as the server counts them.
import { describe, expect, it } from "vitest";
import { minutesToCutoff, minutesUntilCutoff, nextCutoffs } from "~/commerce/checkout/delivery-timer";

const london = { shipmentTime: "15:00", timezone: "Europe/London" };
const at = (iso: string) => new Date(iso).getTime();

describe("the next cut-offs", () => {
  it("are the shipment time of today, then of each next day, in the store's zone", () => {
    expect(nextCutoffs(london, new Date("2026-11-27T10:20:30Z"))).toEqual([
      at("2026-11-27T15:00:00Z"),
      at("2026-11-28T15:00:00Z"),
      at("2026-11-29T15:00:00Z"),
    ]);
    // today's has passed: tomorrow's first
    expect(nextCutoffs(london, new Date("2026-11-27T15:00:00Z"), 1)).toEqual([at("2026-11-28T15:00:00Z")]);
    expect(nextCutoffs({ shipmentTime: "09:30", timezone: "Asia/Tokyo" }, new Date("2026-11-27T10:00:00Z"), 1)).toEqual(
      [at("2026-11-28T00:30:00Z")],
    );
  });

  it("fall where the store's clock reads the shipment time when the clocks change on the way", () => {
    // Spring: Sunday 29 March 2026 at 15:00 BST is 14:00 UTC, 22 hours after Saturday 16:00 GMT.
    const spring = nextCutoffs(london, new Date("2026-03-28T16:00:00Z"));
    expect(spring[0]).toBe(at("2026-03-29T14:00:00Z"));
    expect(minutesUntilCutoff(spring, at("2026-03-28T16:00:00Z"))).toBe(22 * 60);
    // Autumn: Sunday 25 October 2026 at 15:00 GMT, 23 hours after Saturday 17:00 BST.
    const autumn = nextCutoffs(london, new Date("2026-10-24T16:00:00Z"));
    expect(autumn.slice(0, 2)).toEqual([at("2026-10-25T15:00:00Z"), at("2026-10-26T15:00:00Z")]);
    expect(minutesUntilCutoff(autumn, at("2026-10-24T16:00:00Z"))).toBe(23 * 60);
  });

  it("are none for a malformed shipment time", () => {
    expect(nextCutoffs({ shipmentTime: "3pm", timezone: "Europe/London" }, new Date())).toEqual([]);
    expect(minutesUntilCutoff([], Date.now())).toBeNull();
  });
});

describe("the minutes counted down to them", () => {
  it("agree with the server's count at every moment of two days", () => {
    const start = at("2026-11-27T08:00:00Z");
    const cutoffs = nextCutoffs(london, new Date(start));
    for (let now = start; now < start + 2 * 24 * 3_600_000; now += 7 * 60_000 + 13_000) {
      expect(minutesUntilCutoff(cutoffs, now), new Date(now).toISOString()).toBe(
        minutesToCutoff(london, new Date(now)),
      );
    }
  });

  it("go on a day at a time past the last cut-off (a page kept longer than they reach)", () => {
    const last = at("2026-11-29T15:00:00Z");
    expect(minutesUntilCutoff([last], last)).toBe(24 * 60);
    expect(minutesUntilCutoff([last], last + 10 * 60_000)).toBe(24 * 60 - 10);
    expect(minutesUntilCutoff([last], last + 24 * 3_600_000 + 30_000)).toBe(24 * 60);
  });
});
