// The mocked commerce backend for loader and action tests (Epic Stack's tests/mocks): msw at the
// HTTP level with realistic default answers per backend domain, built from the seed's fixtures,
// and the load context server.ts would give a route. A test changes one answer with
// `server.use(...)`; any request without a handler fails the test.
import type { AppLoadContext } from "@remix-run/node";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { clearStoreDataCache } from "~/commerce/store/store.server";
import { forgetAnonymousSessionData } from "~/commerce/customer/session-data.server";
import { ENHANCED_SUBMISSION_FIELD, ENHANCED_SUBMISSION_VALUE } from "~/forms/enhanced-submission";
import { answeringBackendFailures } from "~/http/backend-failures.server";
import { commitChangedSession, createRequestContext } from "~/request-context.server";
import { cartHandlers } from "./cart";
import { catalogHandlers } from "./catalog";
import { cmsHandlers } from "./cms";
import { errorReportHandlers, reportedErrors } from "./error-report";
import { COMMERCE_URL } from "./link";
import { newsletterHandlers } from "./newsletter";
import { sessionDataHandlers } from "./session-data";
import { storeHandlers } from "./store";

export { COMMERCE_URL, commerce, storeCodeOf } from "./link";

/** Every domain's default answers. */
export const defaultHandlers = [
  ...storeHandlers,
  ...sessionDataHandlers,
  ...catalogHandlers,
  ...cartHandlers,
  ...cmsHandlers,
  ...newsletterHandlers,
  ...errorReportHandlers,
];

const base = {
  // msw replaces the global fetch once started, so it is looked up at call time.
  config: {
    commerceUrl: COMMERCE_URL,
    commerceFetch: ((input, init) => fetch(input, init)) as typeof fetch,
    sessionSecrets: ["test-secret-test-secret"],
    commerceTimeoutMs: 2000,
    traceSecret: "trace-secret-for-tests",
    publicUrl: "http://localhost",
  },
  clientIp: "203.0.113.9",
};

/** The load context server.ts builds for this request (store view, session, backend context). */
export function contextFor(request: Request): Promise<AppLoadContext> {
  return createRequestContext(request, base);
}

/**
 * Starts msw with the default answers for the calling test file (plus any given first, which win)
 * and puts them back after each test.
 */
export function mockCommerce(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers, ...defaultHandlers);
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => {
    server.resetHandlers();
    clearStoreDataCache();
    forgetAnonymousSessionData();
    reportedErrors.length = 0;
  });
  afterAll(() => server.close());
  return server;
}

/** A form post to the shop, as a browser without JavaScript sends it. */
export function formPost(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields), headers });
}

/**
 * The field an enhanced (JavaScript) submission adds so the action answers with data instead of a
 * redirect. One place, so a change of the protocol's marker is one change here.
 */
export function enhanced(fields: Record<string, string>): Record<string, string> {
  return { ...fields, [ENHANCED_SUBMISSION_FIELD]: ENHANCED_SUBMISSION_VALUE };
}

export interface RouteAnswer {
  /** The route's own answer: a Response (redirect) or Remix's data() result. */
  result: unknown;
  /** What the server sends: status, Location and every Set-Cookie, after the one session commit. */
  response: Response;
  context: AppLoadContext;
}

type RouteFunction = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;

/**
 * Runs a loader or action as server.ts does (backend failures answered as 502/503), including the session commit after the answer, so the
 * test sees exactly the status, Location and cookies the browser would get.
 */
export async function runRoute(fn: RouteFunction, request: Request, params: Record<string, string> = {}) {
  const context = await contextFor(request);
  let result: unknown;
  try {
    result = await answeringBackendFailures(fn)({ request, params, context });
  } catch (thrown) {
    result = thrown;
  }
  const response = asResponse(result);
  await commitChangedSession(context, request, response);
  return { result, response, context } satisfies RouteAnswer;
}

function asResponse(result: unknown): Response {
  if (result instanceof Response) return new Response(null, { status: result.status, headers: result.headers });
  const init = (result as { init?: ResponseInit | null } | null)?.init ?? {};
  return new Response(null, { status: init.status ?? 200, headers: new Headers(init.headers) });
}

/** The cookies of an answer as a Cookie request header (name=value pairs only). */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
