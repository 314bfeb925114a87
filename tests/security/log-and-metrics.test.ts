// What an operator gets from the real production server: a JSON log line per request without
// personal data, a crash logged with the Trace ID the shopper's error page shows, and /metrics only
// for the scraper holding METRICS_TOKEN (and not at all without one).
import { afterAll, beforeAll, expect, it } from "vitest";
import { startShopServer, type ShopServer } from "../support/shop-server";

const METRICS_TOKEN = "metrics-token-of-the-security-suite";
const BROKEN = "mass-gainer";
let server: ShopServer;
let withoutMetrics: ShopServer;

beforeAll(async () => {
  [server, withoutMetrics] = await Promise.all([
    startShopServer("log-and-metrics", { METRICS_TOKEN }),
    startShopServer("no-metrics"),
  ]);
});
afterAll(async () => {
  await server?.stop();
  await withoutMetrics?.stop();
});

const logLines = (shop: ShopServer) =>
  shop.output!()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const eventually = async (find: () => unknown) => {
  for (let i = 0; i < 50 && !find(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return find();
};

it("logs each request as one JSON line with its screen and store view, and no address, agent or secret", async () => {
  const answer = await fetch(new URL("/de/?utm_source=mail&token=reset-secret", server.baseURL), {
    headers: { "User-Agent": "Shopper's Phone 12", "X-Forwarded-For": "198.51.100.23" },
  });
  expect(answer.status).toBe(200);
  const line = await eventually(() =>
    logLines(server).find((entry) => entry.msg === "request" && String(entry.path).startsWith("/de/?")),
  );
  expect(line).toMatchObject({
    level: 30,
    method: "GET",
    path: "/de/?utm_source=mail&token=[redacted]",
    status: 200,
    store: "de",
    route: "home",
  });
  const text = JSON.stringify(line);
  for (const personal of ["reset-secret", "198.51.100.23", "127.0.0.1", "Shopper's Phone"])
    expect(text).not.toContain(personal);
});

it("logs a crash, and its request line, with the Trace ID the error page shows", async () => {
  const hooks = await fetch(new URL("/__test/hooks", server.baseURL), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ brokenProductUrlKey: BROKEN }),
  });
  expect(hooks.status).toBe(204);
  const page = await fetch(new URL(`/products/${BROKEN}`, server.baseURL));
  expect(page.status).toBe(500);
  const traceId = /id="trace-id"[^>]*>\s*([0-9a-f]{64})/.exec(await page.text())?.[1];
  expect(traceId).toMatch(/^[0-9a-f]{64}$/);
  const crash = await eventually(() => logLines(server).find((entry) => entry.msg === "page crashed"));
  expect(crash).toMatchObject({ level: 50, traceId, path: `/products/${BROKEN}` });
  expect((crash as { err?: { stack?: string } }).err?.stack).toBeTruthy();
  const request = await eventually(() => logLines(server).find((entry) => entry.msg === "request failed"));
  expect(request).toMatchObject({ status: 500, traceId, route: "product" });
});

it("answers /metrics to the scraper with the token only, and has no /metrics without METRICS_TOKEN", async () => {
  const url = new URL("/metrics", server.baseURL);
  expect((await fetch(url)).status).toBe(401);
  expect((await fetch(url, { headers: { Authorization: "Bearer not-the-token-at-all-xx" } })).status).toBe(401);
  await fetch(new URL("/", server.baseURL));
  const scraped = await fetch(url, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(scraped.status).toBe(200);
  const text = await scraped.text();
  expect(text).toMatch(/shop_http_request_duration_seconds_count\{route="home",method="GET",status="200"\} [1-9]/);
  expect(text).toMatch(/shop_backend_call_duration_seconds_count\{operation="\w+",outcome="ok"\} [1-9]/);
  expect(text).toContain("shop_page_cache_events_total");
  expect(text).toContain("nodejs_eventloop_lag_seconds");

  const off = await fetch(new URL("/metrics", withoutMetrics.baseURL), {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(off.status).toBe(404);
  expect(await off.text()).not.toContain("shop_http_request");
});

it("leaves no timer of its own behind once a page is rendered and sent", async () => {
  const timers = async () => {
    const scraped = await fetch(new URL("/metrics", server.baseURL), {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return Number(/nodejs_active_resources\{type="Timeout"\} (\d+)/.exec(await scraped.text())?.[1] ?? 0);
  };
  const before = await timers();
  const renders = 20;
  // Addresses no page cache holds yet: every one is rendered.
  for (let i = 0; i < renders; i++) {
    const page = await fetch(new URL(`/?render=${i}`, server.baseURL));
    expect(page.status).toBe(200);
    await page.text();
  }
  // Remix keeps one per page for a few seconds (its data stream's time limit, cleared only when the
  // shopper goes away); the shop's own cut-off for a slow render ends with the render.
  expect(await timers()).toBeLessThan(before + renders + 5);
});
