// npx tsx bench/page-cache.ts (after npm run build): one anonymous page (the product page by default,
// BENCH_PATH to change) asked by a shopper's browser (gzip, as the issue measured; BENCH_ENCODING to change; 10 connections) from
// three servers, in interleaved rounds: the shop with its page cache, the shop with PAGE_CACHE=off,
// and the same HTML as a static file from express + compression (the ceiling). Prints req/s, p50,
// p99 and bytes on the wire per page, and each shop's ratio to the static file.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const PATH = process.env.BENCH_PATH ?? "/products/impact-whey-protein";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const HEADERS = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
  "accept-encoding": process.env.BENCH_ENCODING ?? "gzip, deflate",
  accept: "text/html",
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

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not serving: ${url}`);
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

async function startShop(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "pw-bench-cache-"));
  dirs.push(dataDir);
  const child = spawn("npx", ["tsx", "server.ts"], {
    detached: true,
    stdio: "ignore",
    // Test hooks on only so the backend draws pictures on demand, not in the background during the runs.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      EMBEDDED_TEST_HOOKS: "1",
      ...env,
    },
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/robots.txt`);
  return base;
}

async function startStatic(html: string): Promise<string> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "pw-bench-static-"));
  dirs.push(dir);
  writeFileSync(join(dir, "page.html"), html);
  const script = `const express = require("express"); const compression = require("compression");
    const app = express(); app.use(compression()); app.use(express.static(${JSON.stringify(dir)}));
    app.listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", script], { detached: true, stdio: "ignore", cwd: process.cwd() });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/page.html`);
  return `${base}/page.html`;
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  bytesPerPage: number;
}

async function measure(url: string): Promise<Result> {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers: HEADERS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerPage: result.throughput.total / Math.max(1, result.requests.total),
  };
}

async function main() {
  const [cached, uncached] = await Promise.all([startShop({}), startShop({ PAGE_CACHE: "off" })]);
  const html = await (await fetch(cached + PATH, { headers: { "user-agent": HEADERS["user-agent"] } })).text();
  const staticUrl = await startStatic(html);
  const targets = { static: staticUrl, cached: cached + PATH, uncached: uncached + PATH };
  // Warm every path once (pictures, store data, the cache entry and its brotli copy).
  for (const url of Object.values(targets)) await autocannon({ url, connections: 2, amount: 50, headers: HEADERS });
  const results: Record<string, Result[]> = { static: [], cached: [], uncached: [] };
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, url] of Object.entries(targets)) results[name].push(await measure(url));
  const avg = (list: Result[], key: keyof Result) => list.reduce((sum, r) => sum + r[key], 0) / list.length;
  const staticRps = avg(results.static, "rps");
  console.log(
    `${PATH}, ${ROUNDS} x ${SECONDS} s per server, 10 connections, Accept-Encoding: ${HEADERS["accept-encoding"]}`,
  );
  console.log("server     req/s   p50 ms  p99 ms  KB/page  ratio to static");
  for (const [name, list] of Object.entries(results)) {
    const rps = avg(list, "rps");
    console.log(
      `${name.padEnd(9)} ${rps.toFixed(0).padStart(6)} ${avg(list, "p50").toFixed(0).padStart(8)} ${avg(list, "p99")
        .toFixed(0)
        .padStart(7)} ${(avg(list, "bytesPerPage") / 1024).toFixed(1).padStart(8)}  ${(rps / staticRps).toFixed(2)}`,
    );
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // gone
      }
    }
    setTimeout(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      process.exit();
    }, 1500);
  });
