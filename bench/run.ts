// npm run bench: builds, starts the production server on a freshly seeded database and measures the
// home, category and product pages: requests per second and p50/p99 latency at 10 connections
// (autocannon), HTML bytes, and the JavaScript each page loads (raw and gzip).
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/protein" },
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
  } finally {
    process.kill(-server.pid!, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
