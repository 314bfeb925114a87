// GET /healthz for process supervisors and load balancers (issue 8, item 7): 200 when the shop can
// reach its commerce backend, 503 when it cannot, with a small JSON body saying which. It runs before
// the page machinery, so it never starts a session, and it is never cached: a stale "ok" would keep
// a broken instance in the pool.
import type { RequestHandler } from "express";
import type { ShopConfig } from "~/context";

/** A health probe must answer quickly even when the backend hangs. */
const HEALTH_TIMEOUT_MS = 2_000;

export interface Health {
  status: "ok" | "unavailable";
  backend: { reachable: boolean; ms: number };
}

/**
 * Asks the backend the smallest GraphQL question there is. Any answer below 500 means it is up and
 * parsing requests (a refused query is still an answer); a 5xx, a network error or a time-out does not.
 */
export async function checkHealth(config: Pick<ShopConfig, "commerceUrl" | "commerceFetch">): Promise<Health> {
  const started = performance.now();
  let reachable = false;
  try {
    const response = await config.commerceFetch(new URL("/graphql", config.commerceUrl).toString(), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    reachable = response.status < 500;
  } catch {
    reachable = false;
  }
  return {
    status: reachable ? "ok" : "unavailable",
    backend: { reachable, ms: Math.round(performance.now() - started) },
  };
}

/** The /healthz handler server.ts mounts. */
export function healthz(config: Pick<ShopConfig, "commerceUrl" | "commerceFetch">): RequestHandler {
  return (_req, res, next) => {
    checkHealth(config)
      .then((health) => {
        res
          .status(health.status === "ok" ? 200 : 503)
          .set("Cache-Control", "no-store")
          .json(health);
      })
      .catch(next);
  };
}
