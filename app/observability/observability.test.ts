// The request log line and the metrics text as an operator's collector and scraper read them.
import { Writable } from "node:stream";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { REDACTED, loggablePath } from "./loggable-path";
import { createLogger } from "./logger.server";
import { createShopMetrics, metricsEndpoint, operationOf } from "./metrics.server";
import { TRACE_ID_LOCAL, requestLog } from "./request-log.server";

const TOKEN = "metrics-token-for-tests-only";
const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "info", destination }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("loggablePath", () => {
  it("keeps the path and harmless query values, and redacts anything that may be a secret or personal", () => {
    expect(loggablePath("/de/search?q=whey&page=2")).toBe("/de/search?q=whey&page=2");
    expect(loggablePath("/customer/account/resetpassword?token=abc123&id=7")).toBe(
      `/customer/account/resetpassword?token=${REDACTED}&id=7`,
    );
    expect(loggablePath("/checkout/payment/return?result=ok&signature=f00d&email=a%40b.c")).toBe(
      `/checkout/payment/return?result=ok&signature=${REDACTED}&email=${REDACTED}`,
    );
    expect(loggablePath("/basket")).toBe("/basket");
  });
});

describe("the request log", () => {
  it("writes one JSON line per request: method, path, status, time, store view and screen, nothing personal", async () => {
    const { lines, logger } = capturedLog();
    const app = express();
    app.use(requestLog(logger));
    app.get("/*", (_req, res) => {
      res.status(200).send("ok");
    });
    const base = await serve(app);
    await fetch(`${base}/de/search?q=whey&token=s3cret`, {
      headers: { "User-Agent": "Personal Browser 1.0", "X-Forwarded-For": "198.51.100.7" },
    });
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request",
      method: "GET",
      path: `/de/search?q=whey&token=${REDACTED}`,
      status: 200,
      store: "de",
      route: "search",
    });
    expect(typeof lines[0].ms).toBe("number");
    expect(typeof lines[0].time).toBe("string");
    const text = JSON.stringify(lines[0]);
    for (const personal of ["s3cret", "198.51.100.7", "Personal Browser", "127.0.0.1"])
      expect(text).not.toContain(personal);
  });

  it("logs a failed answer as an error with the Trace ID the shopper's error page shows", async () => {
    const { lines, logger } = capturedLog();
    const app = express();
    app.use(requestLog(logger));
    app.get("/*", (_req, res) => {
      res.locals[TRACE_ID_LOCAL] = "a".repeat(64);
      res.status(500).send("crashed");
    });
    await fetch(`${await serve(app)}/products/whey`);
    await settle();
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: "request failed",
      status: 500,
      traceId: "a".repeat(64),
      route: "product",
    });
  });
});

describe("metrics", () => {
  async function shopWithMetrics() {
    const refusals = new Map([["write-cart", 3]]);
    const metrics = createShopMetrics({
      pageCache: () => ({ hits: 5, misses: 2, stored: 2, purged: 1 }),
      rateLimitRefusals: () => refusals,
    });
    const app = express();
    app.use(metrics.measureRequests);
    app.get("/metrics", metricsEndpoint(metrics.registry, TOKEN));
    app.get("/*", (_req, res) => {
      res.status(200).send("ok");
    });
    return { metrics, base: await serve(app) };
  }

  it("refuses a scraper without the bearer token, or with a wrong one", async () => {
    const { base } = await shopWithMetrics();
    const missing = await fetch(`${base}/metrics`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
    expect(await missing.text()).not.toContain("shop_");
    const wrong = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
  });

  it("counts requests by screen and status, backend calls by operation, the page cache, refusals and Node's own", async () => {
    const { base, metrics } = await shopWithMetrics();
    await fetch(`${base}/`);
    await fetch(`${base}/products/impact-whey-protein`);
    const backend = metrics.measureBackendCalls(async () => new Response("{}", { status: 200 }));
    await backend("http://backend.test/graphql", {
      method: "POST",
      body: JSON.stringify({ query: "{ storeConfig { store_code } }", operationName: "ProductPage" }),
    });
    await backend("http://backend.test/graphql?query=%7Bx%7D&operationName=StoreConfig");
    const failing = metrics.measureBackendCalls(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(failing("http://backend.test/rest/default/V1/carts/mine/items/7")).rejects.toThrow();
    await settle();

    const answer = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = await answer.text();
    expect(text).toContain('shop_http_request_duration_seconds_count{route="home",method="GET",status="200"} 1');
    expect(text).toContain('shop_http_request_duration_seconds_count{route="product",method="GET",status="200"} 1');
    expect(text).toContain('shop_backend_call_duration_seconds_count{operation="ProductPage",outcome="ok"} 1');
    expect(text).toContain('shop_backend_call_duration_seconds_count{operation="StoreConfig",outcome="ok"} 1');
    expect(text).toContain(
      'shop_backend_call_duration_seconds_count{operation="rest V1/carts",outcome="network_error"} 1',
    );
    expect(text).toContain('shop_page_cache_events_total{event="hits"} 5');
    expect(text).toContain('shop_page_cache_events_total{event="misses"} 2');
    expect(text).toContain('shop_rate_limit_refusals_total{rule="write-cart"} 3');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it("names a backend call without ever putting an id or a query value in the label", () => {
    expect(operationOf("http://b/rest/de/V1/orders/000000123")).toBe("rest V1/orders");
    expect(operationOf("http://b/graphql", { body: '{"query":"{x}"}' })).toBe("graphql");
    expect(operationOf(new URL("http://b/media/catalog/product/a.jpg"))).toBe("/media");
  });
});
