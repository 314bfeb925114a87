// The one way the storefront talks GraphQL to the commerce backend (SPEC §7): every call carries
// the store view, the display currency, the visitor's IP and our server marker; the backend's cache
// tags are read from X-Magento-Tags; GraphQL errors, network failures and time-outs become a
// CommerceError of the matching kind. Queries a shared cache may keep go by GET with the
// X-Magento-Cache-Id of the previous answer, everything else by POST (query-transport.server.ts).
import { ClientError, GraphQLClient } from "graphql-request";
import {
  CommerceError,
  isCommerceError,
  isStorageUnavailable,
  STORAGE_UNAVAILABLE_CATEGORY,
  StorageUnavailableError,
} from "./errors";
import type { TypedDocumentString } from "./generated/graphql";
import { cacheIdScopeOf, getQueryUrl, isCacheId, operationShapeOf, type CacheIds } from "./query-transport.server";

export interface CommerceRequestContext {
  /** Base URL of the backend, e.g. http://127.0.0.1:3000 */
  commerceUrl: string;
  /**
   * How calls reach the backend (ShopConfig.commerceFetch): the network, or in embedded mode the
   * GraphQL server's own request handler. Either way an HTTP exchange. Default: the global fetch.
   */
  fetch?: typeof fetch;
  storeCode: string;
  currency?: string;
  customerToken?: string;
  clientIp?: string;
  timeoutMs: number;
  /** Visitor headers a particular call passes on (e.g. the country for the geo suggestion). */
  extraHeaders?: Record<string, string>;
  /**
   * The request's answers to queries, shared by its loaders (a layout and its page both read the
   * cart): a query asked twice with the same headers and variables is sent once. Any write (a
   * mutation, a REST call other than GET) empties it, before and after it runs, so nothing read
   * before a write is served after it. Contexts derived with `{ ...ctx }` share it. Absent: no memo.
   */
  memo?: RequestMemo;
  /**
   * The request's time-outs: once one call of the request has waited out its time-out, the backend
   * is taken as away for the rest of that request and later calls fail at once, so a shopper waits
   * for one time-out, not one per call (an add to the basket reads, then writes). Shared like memo.
   */
  timeouts?: RequestTimeouts;
  /**
   * Where the X-Magento-Cache-Id of guests' answers is kept between requests: the session of a
   * shopper who has one, else this process (app/commerce/context.server.ts). Absent: none is sent.
   */
  cacheIds?: CacheIds;
  /**
   * What the request learnt of the backend's dialect (core/dialect.server.ts): asked of the
   * in-process cache once per request. Shared like memo. Absent: asked each time.
   */
  backendDialect?: BackendDialectHold;
}

/** Whether the backend speaks the shop's extensions, once learnt for this request. */
export interface BackendDialectHold {
  extensions?: Promise<boolean>;
}

export type RequestMemo = Map<string, Promise<CommerceResult<unknown>>>;

export interface RequestTimeouts {
  timedOut: boolean;
}

export const createRequestTimeouts = (): RequestTimeouts => ({ timedOut: false });

/** The error of a backend that did not answer in time. */
export function timeoutError(): CommerceError {
  return new CommerceError("timeout", ["The shop's backend did not answer in time."]);
}

/** Fails at once when a call of this request already timed out (see CommerceRequestContext.timeouts). */
export function failFastAfterTimeout(ctx: CommerceRequestContext): void {
  if (ctx.timeouts?.timedOut) throw timeoutError();
}

/** Remembers, for the rest of the request, that the backend did not answer in time. */
export function noteTimeout(ctx: CommerceRequestContext, error: CommerceError): CommerceError {
  if (error.kind === "timeout" && ctx.timeouts) ctx.timeouts.timedOut = true;
  return error;
}

/** A new, empty memo for one request (app/commerce/context.server.ts). */
export const createRequestMemo = (): RequestMemo => new Map();

/** Forgets every answer of the request: a write is about to change (or has changed) the backend. */
export function forgetAnswers(ctx: CommerceRequestContext): void {
  ctx.memo?.clear();
}

export interface CommerceResult<T> {
  data: T;
  cacheTags: string[];
}

/** Marks requests made by the storefront server rather than a browser. */
export const SERVER_MARKER_HEADER = "X-Storefront-Render";

/** Magento's header naming the cache context of an answer; sent back with the next GET query. */
export const CACHE_ID_HEADER = "X-Magento-Cache-Id";

/** The global fetch, looked up at call time (so msw in tests can replace it). */
const networkFetch: typeof fetch = (input, init) => fetch(input, init);
const clients = new WeakMap<typeof fetch, Map<string, GraphQLClient>>();

function clientFor(commerceUrl: string, fetchFn: typeof fetch = networkFetch): GraphQLClient {
  let byUrl = clients.get(fetchFn);
  if (!byUrl) clients.set(fetchFn, (byUrl = new Map()));
  let client = byUrl.get(commerceUrl);
  if (!client) {
    client = new GraphQLClient(graphqlEndpoint(commerceUrl), { method: "POST", fetch: fetchFn });
    byUrl.set(commerceUrl, client);
  }
  return client;
}

export function commerceHeaders(ctx: CommerceRequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    ...ctx.extraHeaders,
    // Magento ignores a Store header it cannot use, so blank means "the default store view".
    Store: /^\d+$/.test(ctx.storeCode) ? "" : ctx.storeCode,
    "Accept-Encoding": "gzip",
    [SERVER_MARKER_HEADER]: "ssr",
  };
  if (ctx.currency) headers["Content-Currency"] = ctx.currency;
  if (ctx.customerToken) headers.Authorization = `Bearer ${ctx.customerToken}`;
  if (ctx.clientIp) headers["X-Forwarded-For"] = ctx.clientIp;
  return headers;
}

export function parseCacheTags(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * Sends one operation. The document is written with `graphql(...)` (./generated) and carries its
 * generated result and variables types, so both are inferred here: answering one query with another's
 * type, or sending it the wrong variables, fails `npm run typecheck` (tests/unit/typed-documents.test.ts).
 */
export async function commerceRequest<TResult, TVariables>(
  ctx: CommerceRequestContext,
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesOf<TVariables>
): Promise<CommerceResult<TResult>> {
  const query = document.toString();
  // Generated documents start with their operation; fragments follow it.
  if (!/^\s*query\b/.test(query)) {
    forgetAnswers(ctx);
    try {
      return await send(ctx, query, variables);
    } finally {
      forgetAnswers(ctx);
    }
  }
  if (!ctx.memo) return send(ctx, query, variables);
  const key = JSON.stringify([commerceHeaders(ctx), query, variables ?? null]);
  let answer = ctx.memo.get(key) as Promise<CommerceResult<TResult>> | undefined;
  if (!answer) {
    answer = send(ctx, query, variables);
    ctx.memo.set(key, answer);
  }
  return answer;
}

async function send<TResult>(
  ctx: CommerceRequestContext,
  query: string,
  variables: unknown,
): Promise<CommerceResult<TResult>> {
  failFastAfterTimeout(ctx);
  const shape = operationShapeOf(query);
  // A customer's queries carry their token: theirs alone, so POST (Magento keeps none of them).
  const getUrl =
    shape.shared && !ctx.customerToken ? getQueryUrl(graphqlEndpoint(ctx.commerceUrl), shape, variables) : null;
  try {
    const answer = getUrl ? await getRequest(ctx, getUrl) : await postRequest(ctx, query, variables);
    if (!ctx.customerToken && !/^\s*mutation\b/.test(query)) keepCacheId(ctx, answer.headers.get(CACHE_ID_HEADER));
    if (answer.errors?.length) throw toGraphQLError(answer.errors);
    // `{"data": null}` or a body that is not a GraphQL answer at all: the backend's fault, not "nothing".
    if (typeof answer.data !== "object" || answer.data === null || Array.isArray(answer.data))
      throw new CommerceError("graphql", ["The shop's backend returned no data."]);
    return { data: answer.data as TResult, cacheTags: parseCacheTags(answer.headers.get("X-Magento-Tags")) };
  } catch (error) {
    const failure = toCommerceError(error);
    if (isStorageUnavailable(failure)) throw failure;
    throw noteTimeout(ctx, failure);
  }
}

type GraphQLErrorShape = { message?: string; extensions?: Record<string, unknown> };

interface Answer {
  data: unknown;
  errors?: ReadonlyArray<GraphQLErrorShape>;
  headers: Headers;
}

const graphqlEndpoint = (commerceUrl: string) => new URL("/graphql", commerceUrl).toString();

function postRequest(ctx: CommerceRequestContext, query: string, variables: unknown): Promise<Answer> {
  return clientFor(ctx.commerceUrl, ctx.fetch).rawRequest({
    query,
    variables: variables as Record<string, unknown> | undefined,
    requestHeaders: commerceHeaders(ctx),
    signal: AbortSignal.timeout(ctx.timeoutMs),
  });
}

/**
 * A query by GET, answered as graphql-request answers a POST: GraphQL errors of any status are
 * GraphQL errors, another failing status is the network's, a 2xx that is not JSON means no backend.
 */
async function getRequest(ctx: CommerceRequestContext, url: string): Promise<Answer> {
  const headers: Record<string, string> = {
    ...commerceHeaders(ctx),
    Accept: "application/graphql-response+json, application/json",
  };
  const cacheId = ctx.cacheIds?.get(cacheIdScopeOf(ctx));
  if (cacheId) headers[CACHE_ID_HEADER] = cacheId;
  const response = await (ctx.fetch ?? networkFetch)(url, {
    method: "GET",
    headers,
    signal: AbortSignal.timeout(ctx.timeoutMs),
  });
  let body: { data?: unknown; errors?: GraphQLErrorShape[] } | undefined;
  // `json()`, not `text()` and a parse: the embedded backend's answer hands over its objects without
  // writing them out (ADR 0083); a body that is not JSON is no answer, a failed read is the network's.
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    body = undefined;
  }
  if (body?.errors?.length) throw toGraphQLError(body.errors);
  if (!response.ok) throw new CommerceError("network", [`The shop's backend answered with status ${response.status}.`]);
  if (!body) throw new CommerceError("network", ["The shop's backend cannot be reached."]);
  return { data: body.data, headers: response.headers };
}

/** Keeps a guest answer's X-Magento-Cache-Id for the next GET of the same store view and currency. */
function keepCacheId(ctx: CommerceRequestContext, cacheId: string | null): void {
  if (!ctx.cacheIds || !isCacheId(cacheId)) return;
  const scope = cacheIdScopeOf(ctx);
  if (ctx.cacheIds.get(scope) !== cacheId) ctx.cacheIds.set(scope, cacheId);
}

/** Variables are optional only for an operation that declares none (or only optional ones). */
type VariablesOf<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * A value the schema declares nullable but the storefront cannot do without (a cart it asked for,
 * the storeConfig): Magento reports a missing one as a GraphQL error, so a bare null is a backend fault.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new CommerceError("graphql", [`The shop's backend returned no ${what}.`]);
  return value;
}

function toGraphQLError(errors: ReadonlyArray<GraphQLErrorShape>) {
  const messages = errors.map((e) => e.message).filter((m): m is string => Boolean(m && m.trim()));
  const categories = errors.map((e) => String(e.extensions?.category ?? "")).filter(Boolean);
  // A backend that cannot store anything (a full disk) is neither a refusal nor a backend away: no
  // form catches it, and the shopper gets a 503 with Retry-After in their own words.
  if (categories.includes(STORAGE_UNAVAILABLE_CATEGORY)) return new StorageUnavailableError(messages, categories);
  return new CommerceError("graphql", messages, categories);
}

function toCommerceError(error: unknown): CommerceError | StorageUnavailableError {
  if (isCommerceError(error) || isStorageUnavailable(error)) return error;
  if (error instanceof ClientError) {
    const errors = error.response.errors ?? [];
    if (errors.length) return toGraphQLError(errors);
    return new CommerceError("network", [`The shop's backend answered with status ${error.response.status}.`]);
  }
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return timeoutError();
  return new CommerceError("network", ["The shop's backend cannot be reached."]);
}
