// npm run bench: builds, starts the production server on a freshly seeded database and measures the
// home, category (plain and filtered), search and product pages as a shopper's browser asks for them
// (its user agent, Accept, Accept-Language, and gzip/deflate/br accepted): requests per second,
// p50/p99 latency at 10 connections (autocannon), the server's CPU milliseconds per request, HTML
// bytes, and the JavaScript each page really loads (the /build/ scripts its HTML names, gzip level 9
// as scripts/js-budget.ts counts them).
//
// Every figure that depends on the machine is also given as a share of a yardstick measured in the
// same run, page by page, right before it: the same HTML, saved from the page, served as a static
// file by the same Node, Express and compression (bench/static-server.ts). Compare those ratios
// across runs, not raw requests per second.
//
// The shop first makes its catalogue pictures in the background after a fresh start; the bench waits
// until the server is idle before it measures, then warms each page up before each measured run.
// Rows "uncached" run with PAGE_CACHE=off (every request renders); rows "cached" run a second server
// with the page cache on (the default; on a build without a page cache they show the same work).
// BENCH_SECONDS (default 10) is each measured run, BENCH_WARMUP_SECONDS (default 3) each warm-up;
// BENCH_CACHED=0 skips the cached rows, BENCH_HOSTILE=0 the hostile run (bench/hostile.ts);
// BENCH_DATA_DIR reuses a data folder whose pictures are made (it is kept).
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { gzipBytes } from "../scripts/js-budget";
import { pageScripts } from "./page-scripts";
import { proxyHopRun, sendHostileRequests } from "./hostile";

const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/protein" },
  // a category refined by two facets and sorted, and a search with a typo
  { name: "category filtered", path: "/protein?flavour=201&size=303&sort=price_desc" },
  { name: "search", path: "/search?q=wehy+protien" },
  { name: "product", path: "/products/impact-whey-protein" },
];
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** What a shopper's browser sends with a page request. */
const SHOPPER_HEADERS = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-GB,en;q=0.9",
  "accept-encoding": "gzip, deflate, br",
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execSync("getconf CLK_TCK").toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds (user + system) a process has used so far; NaN where /proc is not there. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

interface Server {
  base: string;
  pid: number;
  stop(): void;
}

/** A Node process of ours (no npx in between, so its pid is the one whose CPU is read). */
async function startProcess(
  args: (port: number) => string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", ...args(port)], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    // The shop logs a line per request, as in production: it goes to a file, not over the table.
    stdio: ["ignore", openSync(join(tmpdir(), `bench-server-${port}.log`), "w"), "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + readyPath);
  return { base, pid: child.pid!, stop: () => child.kill("SIGTERM") };
}

function startShop(dataDir: string, pageCache: boolean): Promise<Server> {
  return startProcess(
    () => ["server.ts"],
    // Behind one proxy, as deployed (deploy/): the proxy-hop run needs it, and a request without
    // X-Forwarded-For (every other one of the bench) is the socket's address as before.
    { NODE_ENV: "production", DATA_DIR: dataDir, TRUST_PROXY: "1", ...(pageCache ? {} : { PAGE_CACHE: "off" }) },
    "/robots.txt",
  );
}

/** Waits until the shop stops working by itself (it makes its pictures after a fresh start). */
async function settle(server: Server, timeoutMs = 15 * 60_000) {
  const end = Date.now() + timeoutMs;
  let quietSeconds = 0;
  let last = cpuMs(server.pid);
  if (Number.isNaN(last)) return;
  while (Date.now() < end && quietSeconds < 3) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMs(server.pid);
    quietSeconds = now - last < 50 ? quietSeconds + 1 : 0;
    last = now;
  }
}

interface Run {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMsPerRequest: number;
}

/** A warm-up, then the measured run; CPU of `pid` (the server) per answered request. */
async function load(url: string, pid?: number): Promise<Run> {
  const options = { url, connections: CONNECTIONS, headers: SHOPPER_HEADERS };
  if (WARMUP_SECONDS > 0) await autocannon({ ...options, duration: WARMUP_SECONDS });
  const before = pid ? cpuMs(pid) : Number.NaN;
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  const used = pid ? cpuMs(pid) - before : Number.NaN;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMsPerRequest: used / Math.max(1, result.requests.total),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** Each page against its static copy: the rows of one table. */
async function measurePages(shop: Server, yardstick: Server, staticDir: string, label: string) {
  const rows = [];
  for (const [index, page] of PAGES.entries()) {
    const response = await fetch(shop.base + page.path, { headers: SHOPPER_HEADERS });
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    const html = await response.text();
    const file = `page-${index}`;
    writeFileSync(join(staticDir, `${file}.html`), html);
    const scripts = pageScripts(html);
    const still = await load(`${yardstick.base}/${file}`);
    const run = await load(shop.base + page.path, shop.pid);
    rows.push({
      page: page.name,
      [label]: "",
      "req/s": round(run.requestsPerSecond),
      "static req/s": round(still.requestsPerSecond),
      "of static": round(run.requestsPerSecond / still.requestsPerSecond, 3),
      "CPU ms/req": round(run.cpuMsPerRequest, 1),
      "p50 ms": run.p50,
      "p99 ms": run.p99,
      errors: run.errors,
      html: kb(Buffer.byteLength(html)),
      "html gzip": kb(gzipSync(html).length),
      "js files": scripts.length,
      "js gzip": kb(gzipBytes(join(process.cwd(), "public"), scripts)),
    });
  }
  return rows;
}

/** The product page again, while one client sends hostile requests; its p99 against the calm run's. */
async function hostileRun(base: string, calmP99: number) {
  const product = PAGES.find((page) => page.name === "product")!;
  let finished: (value?: unknown) => void = () => {};
  const loadDone = new Promise((resolve) => (finished = resolve));
  const productLoad = autocannon({
    url: base + product.path,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: SHOPPER_HEADERS,
  });
  void productLoad.then(finished, finished);
  const [result, tally] = await Promise.all([productLoad, sendHostileRequests(base, loadDone)]);
  // Still serving once the hostile client is done?
  const after = await fetch(base + product.path).then(
    (response) => response.status,
    () => "no answer",
  );
  console.log(`\nhostile run: ${product.path} at ${CONNECTIONS} connections, ${DURATION_SECONDS} s`);
  console.table([
    {
      "calm p99 ms": calmP99,
      "hostile p99 ms": result.latency.p99,
      ratio: Number((result.latency.p99 / Math.max(calmP99, 1)).toFixed(2)),
      "req/s": Math.round(result.requests.average),
      errors: result.errors + result.non2xx,
      "hostile sent": tally.sent,
      "slowest hostile ms": tally.slowestMs,
      "product after": after,
    },
  ]);
  console.table(
    Object.entries(tally.statuses).map(([answer, count]) => ({
      answer,
      count,
      "slowest ms": tally.slowestByName[answer.split(" → ")[0]],
    })),
  );
}

async function main() {
  console.log("building…");
  execSync("npm run build", { stdio: "inherit" });
  // BENCH_DATA_DIR: a shop's data folder to reuse (its pictures already made); kept afterwards.
  const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), "pw-shop-bench-"));
  const staticDir = mkdtempSync(join(tmpdir(), "pw-shop-bench-static-"));
  writeFileSync(join(staticDir, "ready.html"), "ready");
  const yardstick = await startProcess((port) => ["bench/static-server.ts", staticDir, String(port)], {}, "/ready");
  let shop = await startShop(dataDir, false);
  try {
    console.log("waiting for the shop to finish its start-up work (pictures)…");
    await settle(shop);
    const uncached = await measurePages(shop, yardstick, staticDir, "uncached");
    console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up`);
    console.log("Uncached (PAGE_CACHE=off): every request renders the page");
    console.table(uncached);
    if (process.env.BENCH_HOSTILE !== "0") {
      await hostileRun(shop.base, uncached.find((row) => row.page === "product")!["p99 ms"]);
      console.log("\nproxy hops (TRUST_PROXY=1): attempts the shop took before 429, per minute's limit");
      console.table(await proxyHopRun(shop.base));
    }
    if (process.env.BENCH_CACHED !== "0") {
      shop.stop();
      shop = await startShop(dataDir, true);
      await settle(shop);
      console.log("Cached (page cache on, as shipped)");
      console.table(await measurePages(shop, yardstick, staticDir, "cached"));
    }
  } finally {
    shop.stop();
    yardstick.stop();
    rmSync(staticDir, { recursive: true, force: true });
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
