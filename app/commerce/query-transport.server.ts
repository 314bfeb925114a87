// Which of the storefront's GraphQL operations may go to the backend as GET, and the
// X-Magento-Cache-Id they carry (ADR 0060). Magento's page cache (Varnish or the built-in one) keeps
// only GET queries, keyed by their URL, Store, Content-Currency and X-Magento-Cache-Id; POSTs always
// reach PHP. A query goes by GET when a shared cache may keep its answer: it asks for nothing but
// store-wide data (every root field is one Magento caches, never a cart or a customer's), it is sent
// without a customer token, and its URL stays within what proxies accept. Everything else is a POST.
import { Kind, parse, stripIgnoredCharacters } from "graphql";

/**
 * Root fields of Query whose answer is the same for every guest of one store view and currency:
 * Magento declares them with `@cache(cacheIdentity: …)` (products, categories, CMS, store data) or
 * without any `@cache(cacheable: false)`. Never a cart, a customer's data, an order, a session or a
 * token check (`cart`, `customer*`, `guestOrderByToken`, `sessionData`, …): those answers are
 * somebody's own, and their arguments (a cart id, a token) must not end up in an address that
 * proxies log and caches key on.
 */
export const SHARED_QUERY_FIELDS: ReadonlySet<string> = new Set([
  "storeConfig",
  "availableStores",
  "currency",
  "countries",
  "country",
  "categories",
  "categoryList",
  "products",
  "cmsPage",
  "cmsBlocks",
  "route",
  "urlResolver",
  "productReviewRatingsMetadata",
]);

/**
 * The longest GET address sent (8 KB, what Varnish's default `http_req_hdr_len` and most proxies and
 * CDNs take for a request line); a longer query goes as POST, as Magento's docs advise.
 */
export const MAX_GET_URL_LENGTH = 8192;

/** What the transport needs to know of one document, worked out once per document. */
export interface OperationShape {
  operationName?: string;
  /** the document without ignored characters (whitespace, commas, comments): a shorter address */
  compact: string;
  /** a query that asks only for SHARED_QUERY_FIELDS */
  shared: boolean;
}

const shapes = new Map<string, OperationShape>();
/** Documents are the app's constants (about a hundred); the bound only guards against a caller's own. */
const MAX_SHAPES = 1000;

export function operationShapeOf(query: string): OperationShape {
  let shape = shapes.get(query);
  if (shape) return shape;
  shape = { compact: query, shared: false };
  try {
    const document = parse(query);
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const [operation] = operations;
    if (operations.length === 1 && operation.kind === Kind.OPERATION_DEFINITION) {
      shape = {
        operationName: operation.name?.value,
        compact: stripIgnoredCharacters(query),
        shared:
          operation.operation === "query" &&
          operation.selectionSet.selections.every(
            (s) => s.kind === Kind.FIELD && (SHARED_QUERY_FIELDS.has(s.name.value) || s.name.value === "__typename"),
          ),
      };
    }
  } catch {
    // not a document we can read: POST it, and let the backend say what is wrong
  }
  if (shapes.size >= MAX_SHAPES) shapes.clear();
  shapes.set(query, shape);
  return shape;
}

/**
 * The GET address of a query as PWA Studio sends it (`query`, `operationName`, `variables` as JSON),
 * or null when it would be longer than MAX_GET_URL_LENGTH.
 */
export function getQueryUrl(endpoint: string, shape: OperationShape, variables: unknown): string | null {
  const url = new URL(endpoint);
  url.searchParams.set("query", shape.compact);
  if (shape.operationName) url.searchParams.set("operationName", shape.operationName);
  if (variables && typeof variables === "object" && Object.keys(variables).length)
    url.searchParams.set("variables", JSON.stringify(variables));
  const address = url.toString();
  return address.length <= MAX_GET_URL_LENGTH ? address : null;
}

/**
 * Where the storefront keeps the X-Magento-Cache-Id of the backend's last answer, per scope (store
 * view and currency): read from an answer, sent with the next GET of that scope. Only guests' ids are
 * kept (a customer's queries go by POST with their token), and Magento gives every guest of one
 * store view and currency the same id.
 */
export interface CacheIds {
  get(scope: string): string | undefined;
  set(scope: string, id: string): void;
}

export const cacheIdScopeOf = (ctx: { storeCode: string; currency?: string }) =>
  `${ctx.storeCode}|${ctx.currency ?? ""}`;

/** Store views times their currencies: a few dozen at most; the bound only guards the process. */
const MAX_PROCESS_IDS = 256;
const processIds = new Map<string, string>();

/**
 * The ids kept in this process, for visitors without a session: giving them a session just to hold
 * the id would make their pages private and uncacheable (ADR 0046). Nothing is lost with the
 * process: the next answer brings the id again.
 */
export const processCacheIds: CacheIds = {
  get: (scope) => processIds.get(scope),
  set(scope, id) {
    if (processIds.get(scope) === id) return;
    if (!processIds.has(scope) && processIds.size >= MAX_PROCESS_IDS) processIds.clear();
    processIds.set(scope, id);
  },
};

/** X-Magento-Cache-Id as Magento makes it: a SHA-256 in hex. Anything else is not kept or sent. */
export const isCacheId = (value: string | null): value is string => value !== null && /^[0-9a-f]{64}$/i.test(value);
