// `npm run lighthouse` reports, of several runs of a page, the one Lighthouse's own computeMedianRun
// picks: nearest to the median first paint and time to interactive, not the best or the last.
import { describe, expect, it } from "vitest";
import { medianRun } from "../../bench/lighthouse";

const report = (score: number, fcp: number, tti: number, tbt: number) => ({
  categories: { performance: { score } },
  audits: {
    "first-contentful-paint": { numericValue: fcp },
    interactive: { numericValue: tti },
    "total-blocking-time": { numericValue: tbt },
  },
});

describe("the median Lighthouse run", () => {
  it("is the run nearest to the median first paint and time to interactive", () => {
    const runs = [
      report(1, 1060, 1500, 5),
      report(0.92, 1070, 2900, 363), // a slow outlier
      report(1, 1055, 1520, 28),
      report(0.98, 1860, 2100, 20), // a slow first paint
      report(1, 1065, 1540, 9),
    ];
    // medians: FCP 1065, TTI 1540: the fifth run sits on both
    expect(medianRun(runs)).toBe(runs[4]);
  });

  it("breaks a tie by the earlier time to interactive, and skips runs without the two metrics", () => {
    const early = report(1, 1000, 1400, 0);
    const late = report(1, 1000, 1600, 0);
    const broken = { categories: { performance: { score: null } }, audits: {} };
    expect(medianRun([late, broken, early])).toBe(early);
    expect(() => medianRun([broken])).toThrow(/No run/);
  });
});
