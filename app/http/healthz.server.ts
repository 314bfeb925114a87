// GET /healthz for process supervisors and load balancers: 200 when the shop can
// sell, 503 when it cannot, with a small JSON body saying why. "Can sell" means the commerce backend
// answers well-formed data (a store configuration with its code: a backend answering garbage or
// `{"data": null}` is not up) and, with the embedded backend, the database takes writes (not
// read-only, not locked, disk not full). It runs before the page machinery, so it never starts a
// session, and it is never cached: a stale "ok" would keep a broken instance in the pool.
import type { RequestHandler } from "express";
import type { ShopConfig } from "~/shop-config";

/** A health probe must answer quickly even when the backend hangs. */
const HEALTH_TIMEOUT_MS = 2_000;

/** The smallest question whose answer shows the backend serves real data. */
const HEALTH_QUERY = "query Health { storeConfig { store_code } }";

export type BackendProblem = "unreachable" | "malformed";

export interface Health {
  status: "ok" | "unavailable";
  backend: { reachable: boolean; wellFormed: boolean; ms: number; problem?: BackendProblem };
  /** Only with the embedded backend. */
  database?: { writable: boolean; reason?: string };
}

export interface HealthOptions {
  /** The embedded backend's database: can it take a write now? */
  checkDatabase?: () => { writable: boolean; reason?: string };
}

function isWellFormed(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.length) return false;
  if (!data || typeof data !== "object") return false;
  const storeConfig = (data as { storeConfig?: unknown }).storeConfig;
  if (!storeConfig || typeof storeConfig !== "object") return false;
  const code = (storeConfig as { store_code?: unknown }).store_code;
  return typeof code === "string" && code.length > 0;
}

/**
 * Asks the backend for the store's code. A 5xx, a network error or a time-out is "unreachable"; an
 * answer that is not JSON, carries errors, or lacks the store code is "malformed".
 */
export async function checkHealth(
  config: Pick<ShopConfig, "commerceUrl" | "commerceFetch">,
  options: HealthOptions = {},
): Promise<Health> {
  const started = performance.now();
  let reachable = false;
  let wellFormed = false;
  try {
    const response = await config.commerceFetch(new URL("/graphql", config.commerceUrl).toString(), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ query: HEALTH_QUERY }),
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    const text = await response.text();
    reachable = response.status < 500;
    if (reachable && response.ok) {
      try {
        wellFormed = isWellFormed(JSON.parse(text));
      } catch {
        wellFormed = false;
      }
    }
  } catch {
    reachable = false;
  }
  const backend: Health["backend"] = { reachable, wellFormed, ms: Math.round(performance.now() - started) };
  if (!reachable) backend.problem = "unreachable";
  else if (!wellFormed) backend.problem = "malformed";
  let database: Health["database"];
  if (options.checkDatabase) {
    try {
      database = options.checkDatabase();
    } catch {
      database = { writable: false, reason: "not-writable" };
    }
  }
  const ok = reachable && wellFormed && (database?.writable ?? true);
  return { status: ok ? "ok" : "unavailable", backend, ...(database ? { database } : {}) };
}

/** The /healthz handler server.ts mounts. */
export function healthz(
  config: Pick<ShopConfig, "commerceUrl" | "commerceFetch">,
  options: HealthOptions = {},
): RequestHandler {
  return (_req, res, next) => {
    checkHealth(config, options)
      .then((health) => {
        res
          .status(health.status === "ok" ? 200 : 503)
          .set("Cache-Control", "no-store")
          .json(health);
      })
      .catch(next);
  };
}
