// The shop's metrics in Prometheus's text format (prom-client), served at /metrics to a scraper that
// sends `Authorization: Bearer $METRICS_TOKEN`, and not at all without METRICS_TOKEN. What is
// counted: requests by screen, method and status with their duration; backend calls by operation and
// outcome with theirs; the page cache's hits, misses, stores and purges; rate-limit refusals by rule;
// and Node's own (event-loop lag, memory, garbage collection, handles) by collectDefaultMetrics.
// Each process (a worker of WEB_CONCURRENCY) answers for itself: the scraper tells them apart by the
// `pid` label it adds, or scrapes each.
import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { labelOnce } from "./request-label";

/** Seconds: a page is fast under 0.1, slow over 1. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PageCacheCounts {
  hits: number;
  misses: number;
  stored: number;
  purged: number;
}

export interface MetricsSources {
  /** The in-process page cache's counters (absent when PAGE_CACHE=off). */
  pageCache?: () => PageCacheCounts | undefined;
  /** Refusals by rule name since start (the embedded backend's rate limits). */
  rateLimitRefusals?: () => ReadonlyMap<string, number>;
}

export interface ShopMetrics {
  registry: Registry;
  /** Counts and times every request (express middleware, first in the chain). */
  measureRequests: RequestHandler;
  /** The same fetch, with each call to the backend counted and timed. */
  measureBackendCalls(fetchFn: typeof fetch): typeof fetch;
}

export function createShopMetrics(sources: MetricsSources = {}): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Requests answered, by screen (route), method and status, with the time to the last byte.",
    labelNames: ["route", "method", "status"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const backendCalls = new Histogram({
    name: "shop_backend_call_duration_seconds",
    help: "Calls to the commerce backend, by GraphQL operation (or REST path) and outcome, with the time to the answer's headers.",
    labelNames: ["operation", "outcome"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCacheEvents = new Counter({
    name: "shop_page_cache_events_total",
    help: "The in-process page cache: hits, misses, pages stored and pages purged.",
    labelNames: ["event"],
    registers: [registry],
    collect() {
      const counts = sources.pageCache?.();
      if (!counts) return;
      this.reset();
      for (const [event, count] of Object.entries(counts)) this.inc({ event }, count);
    },
  });
  const rateLimitRefusals = new Counter({
    name: "shop_rate_limit_refusals_total",
    help: "Writes refused by a rate limit (answered 429), by rule.",
    labelNames: ["rule"],
    registers: [registry],
    collect() {
      const refusals = sources.rateLimitRefusals?.();
      if (!refusals) return;
      this.reset();
      for (const [rule, count] of refusals) this.inc({ rule }, count);
    },
  });

  const measureRequests: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      requests.observe(
        { route: labelOnce(req, res.locals), method: req.method, status: String(res.statusCode) },
        seconds,
      );
    });
    next();
  };

  const measureBackendCalls = (fetchFn: typeof fetch): typeof fetch =>
    async function measuredFetch(input, init) {
      const started = process.hrtime.bigint();
      const operation = operationOf(input, init);
      const observe = (outcome: string) =>
        backendCalls.observe({ operation, outcome }, Number(process.hrtime.bigint() - started) / 1e9);
      try {
        const response = await fetchFn(input, init);
        observe(response.ok ? "ok" : `http_${response.status}`);
        return response;
      } catch (error) {
        observe((error as Error)?.name === "TimeoutError" ? "timeout" : "network_error");
        throw error;
      }
    };

  void pageCacheEvents;
  void rateLimitRefusals;
  return { registry, measureRequests, measureBackendCalls };
}

/** The GraphQL operation's name (from a GET's query string or a POST's JSON body), else the REST path. */
export function operationOf(input: Parameters<typeof fetch>[0], init?: RequestInit): string {
  const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  if (url.pathname.endsWith("/graphql")) {
    const named = url.searchParams.get("operationName");
    if (named) return named;
    const body = typeof init?.body === "string" ? init.body : "";
    return /"operationName"\s*:\s*"(\w{1,80})"/.exec(body)?.[1] ?? "graphql";
  }
  // /rest/<store>/V1/carts/mine/… → rest V1/carts: enough to tell calls apart, never an id.
  const parts = url.pathname.split("/").filter(Boolean);
  return parts[0] === "rest" ? `rest ${parts.slice(2, 4).join("/")}` : parts[0] ? `/${parts[0]}` : "/";
}

/**
 * GET /metrics: 401 without the right bearer token (compared in constant time); never cached.
 * Mounted only when METRICS_TOKEN is set.
 */
export function metricsEndpoint(registry: Registry, token: string): RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (req, res, next) => {
    try {
      const given = Buffer.from(req.get("authorization") ?? "");
      res.set("Cache-Control", "no-store");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
        return;
      }
      res.type(registry.contentType).send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  };
}
