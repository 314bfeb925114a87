// npm run bench: builds, starts the production server on a freshly seeded database and measures the
// home, category (plain and filtered), search and product pages: requests per second and p50/p99 latency at 10 connections
// (autocannon), HTML bytes, and the JavaScript each page loads (raw and gzip). Then the hostile run
// (bench/hostile.ts): the product page's p99 while one client sends hostile requests, against calm.
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { sendHostileRequests } from "./hostile";

const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/protein" },
  // issue 12: a category refined by two facets and sorted, and a search with a typo
  { name: "category filtered", path: "/protein?flavour=201&size=303&sort=price_desc" },
  { name: "search", path: "/search?q=wehy+protien" },
  { name: "product", path: "/products/impact-whey-protein" },
];
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 60_000) {
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

async function scriptBytes(base: string, html: string) {
  const urls = new Set([...html.matchAll(/["'](\/build\/[^"']+\.js)["']/g)].map((m) => m[1]));
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: urls.size, raw, gzip };
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The product page again, while one client sends hostile requests; its p99 against the calm run's. */
async function hostileRun(base: string, calmP99: number) {
  const product = PAGES.find((page) => page.name === "product")!;
  let finished: (value?: unknown) => void = () => {};
  const loadDone = new Promise((resolve) => (finished = resolve));
  const load = autocannon({ url: base + product.path, connections: CONNECTIONS, duration: DURATION_SECONDS });
  void load.then(finished, finished);
  const [result, tally] = await Promise.all([load, sendHostileRequests(base, loadDone)]);
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
  console.table(Object.entries(tally.statuses).map(([answer, count]) => ({ answer, count })));
}

async function main() {
  console.log("building…");
  execSync("npm run build", { stdio: "inherit" });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "pw-shop-bench-"));
  const server = spawn("npx", ["tsx", "server.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/robots.txt`);
    const rows = [];
    for (const page of PAGES) {
      const response = await fetch(base + page.path);
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      const html = await response.text();
      const js = await scriptBytes(base, html);
      const result = await autocannon({ url: base + page.path, connections: CONNECTIONS, duration: DURATION_SECONDS });
      rows.push({
        page: page.name,
        path: page.path,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.non2xx,
        html: kb(Buffer.byteLength(html)),
        "html gzip": kb(gzipSync(html).length),
        "js files": js.files,
        "js raw": kb(js.raw),
        "js gzip": kb(js.gzip),
      });
    }
    console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per page`);
    console.table(rows);
    await hostileRun(base, rows.find((row) => row.page === "product")!["p99 ms"]);
  } finally {
    process.kill(-server.pid!, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
