// Lighthouse's mobile performance score of the home, category and product pages, as issue 24's goal
// reads it: a phone's user agent, `en-GB`, Lighthouse's own simulated throttling. One run of a page
// swings with the machine (docs/performance.md: a navigation's commit task of 30 to 130 ms with
// nothing of the page in it), so each page is run several times, in turn, and the run reported is
// the one Lighthouse's own `computeMedianRun` would pick (its docs/variability.md): the run closest
// to the median first paint and time to interactive.
//
// Usage: start the production server (npm run build && npm start), then
//   npm run lighthouse [-- <base URL, default http://localhost:3000> [runs per page, default 5]]
// Lighthouse itself comes from the npm registry through npx (pinned below); Chromium from
// CHROME_PATH (default /usr/bin/chromium).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LIGHTHOUSE = "lighthouse@13.5.0";
const PHONE =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36";
const PAGES = { home: "/", category: "/protein", product: "/products/impact-whey-protein" };

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

const metric = (report: Report, id: string) => report.audits[id]?.numericValue ?? NaN;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Lighthouse's `computeMedianRun`: nearest to the median FCP and TTI, ties to the earlier TTI. */
export function medianRun(reports: Report[]): Report {
  const valid = reports.filter(
    (r) => Number.isFinite(metric(r, "first-contentful-paint")) && Number.isFinite(metric(r, "interactive")),
  );
  if (!valid.length) throw new Error("No run measured a first paint and a time to interactive.");
  const fcp = median(valid.map((r) => metric(r, "first-contentful-paint")));
  const tti = median(valid.map((r) => metric(r, "interactive")));
  const distance = (r: Report) =>
    (fcp - metric(r, "first-contentful-paint")) ** 2 + (tti - metric(r, "interactive")) ** 2;
  return [...valid].sort((a, b) => distance(a) - distance(b) || metric(a, "interactive") - metric(b, "interactive"))[0];
}

function run(url: string, outDir: string, name: string): Report | null {
  const output = join(outDir, `${name}.json`);
  try {
    execFileSync(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        url,
        "--only-categories=performance",
        "--form-factor=mobile",
        `--emulated-user-agent=${PHONE}`,
        "--chrome-flags=--headless=new --no-sandbox",
        "--locale=en-GB",
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
      ],
      { stdio: "ignore", env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
    );
    return JSON.parse(readFileSync(output, "utf8")) as Report;
  } catch {
    return null; // a run Lighthouse could not finish counts as none
  }
}

const describe = (r: Report) =>
  `${Math.round((r.categories.performance.score ?? 0) * 100)} (TBT ${Math.round(metric(r, "total-blocking-time"))} ms, ` +
  `FCP ${Math.round(metric(r, "first-contentful-paint"))}, LCP ${Math.round(metric(r, "largest-contentful-paint"))})`;

function main() {
  const base = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
  const runs = Number(process.argv[3] ?? 5);
  const outDir = mkdtempSync(join(tmpdir(), "pw-lighthouse-"));
  try {
    run(base + PAGES.product, outDir, "warm-up"); // the server's first render and Lighthouse's download
    const reports: Record<string, Report[]> = { home: [], category: [], product: [] };
    for (let i = 1; i <= runs; i++)
      for (const [page, path] of Object.entries(PAGES)) {
        // Lighthouse now and then loses its browser mid-run: one more try before counting it failed.
        const report = run(base + path, outDir, `${page}-${i}`) ?? run(base + path, outDir, `${page}-${i}-again`);
        if (report) reports[page].push(report);
        console.log(`${page} run ${i}: ${report ? describe(report) : "failed"}`);
      }
    console.log("");
    for (const [page, list] of Object.entries(reports))
      console.log(`${page}: median run ${list.length ? describe(medianRun(list)) : "none"} of ${list.length}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
