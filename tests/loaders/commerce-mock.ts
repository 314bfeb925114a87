// Loader tests talk to a mocked commerce backend over HTTP (msw), with the load context server.ts
// would give them.
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "msw/graphql";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { clearStoreDataCache } from "~/commerce/store/store.server";
import { createRequestContext } from "~/request-context.server";

export const COMMERCE_URL = "http://commerce.test";
export const commerce = graphql.link(`${COMMERCE_URL}/graphql`);

const base = {
  // msw replaces the global fetch once started, so it is looked up at call time.
  config: {
    commerceUrl: COMMERCE_URL,
    commerceFetch: ((input, init) => fetch(input, init)) as typeof fetch,
    sessionSecrets: ["test-secret-test-secret"],
    commerceTimeoutMs: 2000,
    traceSecret: "trace-secret-for-tests",
  },
  clientIp: "203.0.113.9",
};

/** The load context server.ts builds for this request (store view, session, backend context). */
export function contextFor(request: Request): Promise<AppLoadContext> {
  return createRequestContext(request, base);
}

/** Starts msw for the calling test file; any request without a handler fails the test. */
export function mockCommerce(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => {
    server.resetHandlers();
    clearStoreDataCache();
  });
  afterAll(() => server.close());
  return server;
}
