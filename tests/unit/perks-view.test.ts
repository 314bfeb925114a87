// The perks pages' pure helpers: a card's expiry and the `?page=` of a paged list.
import { describe, expect, it } from "vitest";
import { isCardExpired, pageOf } from "../../app/commerce/customer/perks";
import { formatDay } from "../../app/features/account/perks/dates";

describe("isCardExpired", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("is valid through the last day of its month", () => {
    expect(isCardExpired("11/2026", now)).toBe(false);
    expect(isCardExpired("12/2029", now)).toBe(false);
  });
  it("is expired once its month has passed", () => {
    expect(isCardExpired("10/2026", now)).toBe(true);
    expect(isCardExpired("01/2025", now)).toBe(true);
  });
  it("never calls a malformed expiry expired", () => {
    expect(isCardExpired("2025-01", now)).toBe(false);
  });
});

describe("pageOf", () => {
  const page = (search: string) => pageOf(new URL(`https://shop.test/account/reward-points${search}`));
  it("reads a whole page number from 1 on", () => {
    expect(page("?page=2")).toBe(2);
    expect(page("")).toBe(1);
  });
  it("answers page 1 for anything else", () => {
    for (const bad of ["?page=0", "?page=-3", "?page=1.5", "?page=abc", "?page=99999"]) expect(page(bad)).toBe(1);
  });
});

describe("formatDay", () => {
  it("writes the backend's UTC times and days in the locale", () => {
    expect(formatDay("2025-03-05 23:30:00", "en-GB")).toBe("5 Mar 2025");
    expect(formatDay("2026-12-10", "de-DE")).toBe("10. Dez. 2026");
  });
});
