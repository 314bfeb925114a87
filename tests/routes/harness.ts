// The one set-up of the route tests: a seeded embedded backend of the test file's own (in memory,
// reached in process for GraphQL as server.ts does, and over loopback for REST), the request context
// server.ts builds, every route run as server.ts runs it (backend failures answered, the session
// committed once after the answer), and sessions: minted, signed in, holding a basket. The backend is
// the test kit's (tests/support/backend.ts): a copy of the run's seeded base database, not a new seed.
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import { DEMO_CUSTOMER } from "../../backend/seed/fixtures-customers.js";
import { forgetAnonymousSessionData } from "~/commerce/customer/session-data.server";
import { clearStoreDataCache } from "~/commerce/store/store.server";
import type { ShopConfig } from "~/context";
import { answeringBackendFailures } from "~/http/backend-failures.server";
import { commitChangedSession, createRequestContext } from "~/request-context.server";
import { commitSession, getSession, type SessionData } from "~/sessions/session.server";
import { serveBackend, type ServedBackend } from "../support/backend";
import { actionOf, loadScreen, type RouteModule } from "./screen";

export { DEMO_CUSTOMER };

/** The test's shop address; routes build absolute links from `publicUrl`, the same origin. */
export const SHOP = "http://shop.test";
export const SESSION_SECRET = "route-tests-secret-not-for-production";
export const SHOPPER_HEADERS = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" };

type RouteFunction = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;

export interface RequestOptions {
  /** The Cookie header the browser sends. */
  cookie?: string;
  headers?: Record<string, string>;
  /** The route's params as Remix matches them from the address (`urlKey`, `orderNumber`, ...). */
  params?: Record<string, string>;
}

/** What a route answered, and what the browser then gets from the server. */
export interface Answer {
  /** The route's own answer: a Response (redirect, resource) or Remix's data() result, thrown or not. */
  result: unknown;
  /** Status, headers and Set-Cookie as the server sends them, after the one session commit. */
  response: Response;
  context: AppLoadContext;
  status: number;
  /** The redirect's target, or null. */
  location: string | null;
  /** The page's data (a data() result's data, a plain object's self), or null for a Response. */
  data: any;
  /** The Cookie header of the browser's next request: what it sent, updated by this answer. */
  cookie: string;
}

function asResponse(result: unknown): Response {
  if (result instanceof Response) return new Response(null, { status: result.status, headers: result.headers });
  const init = (result as { init?: ResponseInit | null } | null)?.init ?? {};
  return new Response(null, { status: init.status ?? 200, headers: new Headers(init.headers) });
}

function dataOf(result: unknown): unknown {
  if (result instanceof Response || result === null || typeof result !== "object") return null;
  const value = result as { type?: string; data?: unknown };
  return value.type === "DataWithResponseInit" ? value.data : value;
}

/** The browser's cookies after an answer: the ones it sent, with the answer's Set-Cookie applied. */
export function nextCookie(sent: string, response: Response): string {
  const jar = new Map<string, string>();
  for (const pair of sent.split(/;\s*/).filter(Boolean)) {
    const [name] = pair.split("=", 1);
    jar.set(name, pair);
  }
  for (const setCookie of response.headers.getSetCookie()) {
    const pair = setCookie.split(";")[0];
    const [name] = pair.split("=", 1);
    const expired = /max-age=0\b|expires=thu, 01 jan 1970/i.test(setCookie) || pair === `${name}=`;
    if (expired) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** A form post as a browser without JavaScript sends it (several values of a name as pairs). */
export function formBody(fields: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return body;
}

export interface ShopHarness {
  backend: EmbeddedBackend;
  config: ShopConfig;
  /** The load context server.ts builds for a request. */
  contextFor(request: Request): Promise<AppLoadContext>;
  /** Runs a loader or action as server.ts does. */
  run(fn: RouteFunction | undefined, request: Request, params?: Record<string, string>): Promise<Answer>;
  /** GET `path` through a module's loader. */
  load(module: RouteModule, path: string, options?: RequestOptions): Promise<Answer>;
  /** POST a form to a module's action. */
  submit(
    module: RouteModule,
    path: string,
    fields: Record<string, string | string[]>,
    options?: RequestOptions,
  ): Promise<Answer>;
  /** A session cookie holding `data`, signed as the server signs it. */
  mint(data: Partial<SessionData>): Promise<string>;
  /** Signs in through the sign-in page's own action; the cookie of the signed-in session. */
  signIn(customer?: { email: string; password: string }, cookie?: string): Promise<string>;
  /** A guest basket of `store` made through the backend's API, held by a new session; its cookie and id. */
  basketSession(
    lines: Array<{ sku: string; quantity: number; parentSku?: string }>,
    store?: string,
  ): Promise<{
    cookie: string;
    cartId: string;
  }>;
  /** The backend's GraphQL API, failing the test on errors. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<T>;
  /** Rows written to the backend's database so far (SQLite's total_changes). */
  writes(): number;
}

/** The backend and shop config for the calling test file: its own copy of the seeded base database. */
export function useShop(): ShopHarness {
  // A route test runs several loaders and actions against a real backend, and the first import of a
  // route module transforms its whole tree: more than vitest's 5 s on a busy 2-core machine.
  vi.setConfig({ testTimeout: 30_000 });
  let backend: EmbeddedBackend;
  let served: ServedBackend;
  const config: ShopConfig = {
    commerceUrl: "http://backend.invalid",
    commerceFetch: (input, init) => backend.fetch(input, init),
    sessionSecrets: [SESSION_SECRET],
    commerceTimeoutMs: 10_000,
    traceSecret: "route-tests-trace-secret",
    publicUrl: SHOP,
  };

  beforeAll(async () => {
    // Write limits off (each test file is one client); REST paths (not /graphql) go over loopback to
    // the backend's router, as in server.ts.
    served = await serveBackend({ testHooks: true });
    backend = served.backend;
    config.sharedState = backend.sharedState;
    config.commerceUrl = served.url;
  }, 60_000);
  afterEach(() => {
    // Store data and anonymous session data are kept per process: a test's changes must not leak.
    clearStoreDataCache();
    forgetAnonymousSessionData();
    backend.testHooks?.reset();
  });
  afterAll(async () => {
    await served.stop();
  });

  const contextFor = (request: Request) => createRequestContext(request, { config, clientIp: "203.0.113.9" });

  async function run(fn: RouteFunction | undefined, request: Request, params: Record<string, string> = {}) {
    if (!fn) throw new Error("This route module has no such function");
    const context = await contextFor(request);
    let result: unknown;
    try {
      result = await answeringBackendFailures(fn)({ request, params, context });
    } catch (thrown) {
      result = thrown;
    }
    const response = asResponse(result);
    await commitChangedSession(context, request, response);
    return {
      result,
      response,
      context,
      status: response.status,
      location: response.headers.get("Location"),
      data: dataOf(result),
      cookie: nextCookie(request.headers.get("Cookie") ?? "", response),
    } satisfies Answer;
  }

  const headersOf = (options: RequestOptions) => ({
    ...SHOPPER_HEADERS,
    ...options.headers,
    ...(options.cookie ? { Cookie: options.cookie } : {}),
  });

  const harness: ShopHarness = {
    get backend() {
      return backend;
    },
    config,
    contextFor,
    run,
    load: (module, path, options = {}) =>
      run(
        module.loader as RouteFunction,
        new Request(`${SHOP}${path}`, { headers: headersOf(options) }),
        options.params,
      ),
    submit: (module, path, fields, options = {}) =>
      run(
        module.action as RouteFunction,
        new Request(`${SHOP}${path}`, {
          method: "POST",
          headers: { ...headersOf(options), Origin: SHOP },
          body: formBody(fields),
        }),
        options.params,
      ),
    async mint(data) {
      const request = new Request(SHOP);
      const session = await getSession(request, [SESSION_SECRET]);
      for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value as never);
      return (await commitSession(request, [SESSION_SECRET], session)).split(";")[0];
    },
    async signIn(customer = DEMO_CUSTOMER, cookie = "") {
      const signIn = await loadScreen("customer.login");
      actionOf(signIn);
      const answer = await harness.submit(
        signIn,
        "/customer/account/login",
        { email: customer.email, password: customer.password },
        { cookie },
      );
      expect(answer.status, "signing in").toBe(303);
      return answer.cookie;
    },
    async basketSession(lines, store = "default") {
      const headers = { Store: store };
      const made = await harness.gql<{ createGuestCart: { cart: { id: string } } }>(
        "mutation { createGuestCart { cart { id } } }",
        {},
        headers,
      );
      const cartId = made.createGuestCart.cart.id;
      const added = await harness.gql<{ addProductsToCart: { user_errors: Array<{ message: string }> } }>(
        `mutation($cartId: String!, $items: [CartItemInput!]!) {
          addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } }
        }`,
        { cartId, items: lines.map((l) => ({ sku: l.sku, quantity: l.quantity, parent_sku: l.parentSku })) },
        headers,
      );
      expect(added.addProductsToCart.user_errors).toEqual([]);
      return { cartId, cookie: await harness.mint({ cartIds: { [store]: cartId } }) };
    },
    async gql(query, variables = {}, headers = {}) {
      const answer = await backend.execute(query, variables, headers);
      if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join("; "));
      return answer.data as never;
    },
    writes: () => (backend.db.prepare("SELECT total_changes() AS n").get() as { n: number }).n,
  };
  return harness;
}

/** The field errors of an action's reply (Conform's submission reply under `result`). */
export function fieldErrorsOf(answer: Answer): Record<string, string[] | null> {
  return (answer.data?.result?.error ?? {}) as Record<string, string[] | null>;
}

/** What the reply gives back to the form (the input kept). */
export function keptInputOf(answer: Answer): Record<string, unknown> {
  return (answer.data?.result?.initialValue ?? {}) as Record<string, unknown>;
}
