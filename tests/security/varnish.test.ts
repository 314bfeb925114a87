// deploy/varnish/default.vcl in front of the real server: Debian's varnishd on a free port keeps an
// anonymous page (a HIT the second time), passes a shopper with a session (their basket), keeps the
// speed-test agent's lean page apart, and drops a page when the shop purges its tags after a stock
// change (a MISS with the new stock). Skipped where varnishd is not installed (.ci/run installs it).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREATINE, WHEY } from "../../backend/seed/fixtures";
import { startShopServer, type ShopServer } from "../support/shop-server";

/** The notice told as an error: the page a post led to found neither cookie. */
const REFUSED_NOTICE =
  /class="message message--error"><span class="visually-hidden">Error:(<!-- -->)? <\/span>Your browser is not keeping cookies/;

const VARNISHD = ["/usr/sbin/varnishd", "/usr/bin/varnishd"].find((path) => existsSync(path));
const SHOPPER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let shop: ShopServer;
let varnish: ChildProcess;
let workDir: string;
let varnishUrl: string;

async function startVarnish(port: number, shopPort: number) {
  workDir = mkdtempSync(join(tmpdir(), "pw-varnish-"));
  const vcl = readFileSync("deploy/varnish/default.vcl", "utf8").replace('.port = "3000"', `.port = "${shopPort}"`);
  writeFileSync(join(workDir, "shop.vcl"), vcl);
  let output = "";
  varnish = spawn(
    VARNISHD!,
    [
      "-F",
      "-j",
      "none",
      "-a",
      `127.0.0.1:${port}`,
      "-f",
      join(workDir, "shop.vcl"),
      "-n",
      join(workDir, "n"),
      "-s",
      "malloc,64m",
    ],
    { detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  varnish.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  varnish.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  varnishUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (varnish.exitCode !== null) throw new Error(`varnishd exited:\n${output}`);
    try {
      if ((await fetch(`${varnishUrl}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`varnishd did not answer within 30 s:\n${output}`);
}

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, varnishUrl), { headers: { "User-Agent": SHOPPER, ...headers }, redirect: "manual" });
}

describe.skipIf(!VARNISHD)("Varnish in front of the shop (deploy/varnish/default.vcl)", () => {
  beforeAll(async () => {
    const varnishPort = await freePort();
    shop = await startShopServer("varnish", { HTTP_CACHE_HOSTS: `127.0.0.1:${varnishPort}`, PAGE_CACHE: "off" });
    await startVarnish(varnishPort, Number(new URL(shop.baseURL).port));
  });
  afterAll(async () => {
    if (varnish?.pid) {
      try {
        process.kill(-varnish.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await shop?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const product = `/products/${CREATINE.url_key}`;

  it("keeps an anonymous page: a MISS, then a HIT with the same page; tracking cookies change nothing", async () => {
    const first = await get(product);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const body = await first.text();
    const second = await get(product, { Cookie: "_ga=GA1.1.123.456; pw_cookie_consent=all" });
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(await second.text()).toBe(body);
    // What the browser reads is unchanged: it revalidates, and the page says what it varies on.
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(second.headers.get("Vary")).toContain("User-Agent");
    const revalidated = await get(product, { "If-None-Match": second.headers.get("ETag")! });
    expect(revalidated.status).toBe(304);
  });

  it("keeps the speed-test agent's lean page apart from the shopper's", async () => {
    const lean = await get(product, { "User-Agent": `${SHOPPER} Chrome-Lighthouse` });
    expect(lean.headers.get("X-Cache")).toBe("MISS");
    expect(lean.headers.get("X-Page-Variant")).toBe("speed-test");
    expect(await lean.text()).not.toContain("/build/entry.client-");
    const shopper = await get(product);
    expect(shopper.headers.get("X-Cache")).toBe("HIT");
    expect(await shopper.text()).toContain("/build/entry.client-");
  });

  it("passes a shopper with a session: their basket is theirs", async () => {
    const add = await fetch(new URL("/basket", varnishUrl), {
      method: "POST",
      body: new URLSearchParams({ intent: "add-to-basket", urlKey: CREATINE.url_key, quantity: "1" }),
      headers: { Origin: varnishUrl, "Sec-Fetch-Site": "same-origin", "User-Agent": SHOPPER },
      redirect: "manual",
    });
    expect(add.status).toBe(303);
    const session = add.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("pw_session="))!
      .split(";")[0];
    for (let i = 0; i < 2; i++) {
      const basket = await get("/basket", { Cookie: session });
      expect(basket.headers.get("X-Cache")).toBe("PASS");
      expect(basket.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await basket.text()).toContain(CREATINE.name);
    }
    const page = await get(product, { Cookie: session });
    expect(page.headers.get("X-Cache")).toBe("PASS");
  });

  it("passes the page a cookie-setting post leads to, with its cookies; the shared page never tells it", async () => {
    const shared = await get(product);
    const add = await fetch(new URL("/basket", varnishUrl), {
      method: "POST",
      body: new URLSearchParams({
        intent: "add-to-basket",
        urlKey: CREATINE.url_key,
        quantity: "1",
        redirectTo: product,
      }),
      headers: { Origin: varnishUrl, "Sec-Fetch-Site": "same-origin", "User-Agent": SHOPPER },
      redirect: "manual",
    });
    expect(add.status).toBe(303);
    const marked = add.headers.get("Location")!;
    expect(marked).toMatch(new RegExp(`^${product}\\?cookie_check=\\d+$`));
    expect(add.headers.getSetCookie().some((cookie) => cookie.startsWith("test_cookie=1;"))).toBe(true);
    // A browser that kept no cookie: its own page, told why, never kept for anybody.
    for (let i = 0; i < 2; i++) {
      const refused = await get(marked);
      expect(refused.headers.get("X-Cache")).toBe("PASS");
      expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await refused.text()).toMatch(REFUSED_NOTICE);
    }
    // The test cookie reaches the shop through Varnish: the marker has done its work.
    const kept = await get(marked, { Cookie: "test_cookie=1" });
    expect(kept.status).toBe(303);
    expect(kept.headers.get("Location")).toBe(product);
    // The shared page is as it was.
    const again = await get(product);
    expect(shared.status).toBe(200);
    expect(again.headers.get("X-Cache")).toBe("HIT");
    // (it holds the notice only as the hidden one that a browser shows where it keeps no cookies)
    const sharedPage = await again.text();
    expect(sharedPage).not.toMatch(REFUSED_NOTICE);
    expect(sharedPage).toMatch(/class="message message--notice"/);
  });

  it("purges by tag exactly the pages that show it (xkey)", async () => {
    const whey = `/products/${WHEY.url_key}`;
    for (const path of [product, whey]) await get(path);
    const page = await get(product);
    expect(page.headers.get("X-Cache")).toBe("HIT");
    const tag = page.headers
      .get("X-Magento-Tags")!
      .split(",")
      .find((t) => /^cat_p_\d+$/.test(t))!;
    const purge = await fetch(varnishUrl, { method: "PURGE", headers: { "Surrogate-Key": tag } });
    expect(purge.status).toBe(200);
    expect((await get(product)).headers.get("X-Cache")).toBe("MISS");
    expect((await get(whey)).headers.get("X-Cache")).toBe("HIT");
  });

  it("drops the page when the shop purges its tags after a stock change", async () => {
    await get(product);
    expect((await get(product)).headers.get("X-Cache")).toBe("HIT");
    const restock = await fetch(new URL("/__test/restock", shop.baseURL), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sku: CREATINE.sku, qty: 0 }),
    });
    expect(restock.ok).toBe(true);
    // The shop sends its PURGE as the change is made; Varnish takes it at once.
    await expect.poll(async () => (await get(product)).headers.get("X-Cache"), { timeout: 5_000 }).toBe("MISS");
    expect(await (await get(product)).text()).toContain(">Notify me</button>");
  });
});
