// GraphQL Yoga server with Magento's HTTP behaviour: Store / Content-Currency request headers,
// queries by GET or POST and mutations by POST only, and X-Magento-Tags / X-Magento-Cache-Id /
// Cache-Control on cacheable (non-mutation) responses: public only for a GET of a cacheable query
// that is nobody's own (no Authorization), as Magento behind Varnish keeps them (ADR 0060).
import { createYoga, type Plugin } from "graphql-yoga";
import { getOperationAST, Kind, parse, type DocumentNode, type GraphQLSchema } from "graphql";
import type { ShopServices } from "../services.js";
import { pageCacheTtl } from "../store/service.js";
import { buildContext, type Ctx } from "./context.js";
import {
  clientAddress,
  NO_TRUSTED_STOREFRONTS,
  type HttpCaller,
  type TrustedStorefronts,
} from "../ratelimit/trusted-storefronts.js";
import { cacheIdOf, cacheIdSalt, GUEST_GROUP } from "./cache-id.js";
import { resultsInProcess } from "./in-process.js";

interface RequestState {
  ctx?: Ctx;
  mutation?: boolean;
  failed?: boolean;
}

/** Every answer no shared cache may keep: mutations, a customer's answers, uncacheable queries, errors. */
const NO_STORE = "private, no-store, no-cache, must-revalidate, max-age=0";

/**
 * Browser origins allowed to call /graphql with credentials. Embedded, the storefront's server is the
 * only caller, so by default there are no CORS headers at all; never "*" with credentials.
 */
export type CorsOrigins = readonly string[];

/** COMMERCE_CORS_ORIGINS: a comma-separated list of origins ("https://shop.example"); "*" is ignored. */
export function corsOriginsFromEnv(value: string | undefined): CorsOrigins {
  return (value ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin && origin !== "*");
}

/** Magento's refusal of a POST whose body is not JSON (GraphQl's ContentTypeValidator). */
export const CONTENT_TYPE_REFUSED = "Request content type must be application/json";

/**
 * Only `application/json` POSTs (and GETs, for queries): a form-encoded or multipart POST is a
 * "simple" request that a browser sends from any site without a CORS preflight, so another site
 * could fire mutations from its visitors' browsers. Such a POST gets a 415 with a GraphQL error.
 */
export const jsonPostsOnly: Plugin = {
  onRequest({ request, endResponse }) {
    if (request.method !== "POST") return;
    const mediaType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (mediaType === "application/json") return;
    endResponse(
      new Response(
        JSON.stringify({ errors: [{ message: CONTENT_TYPE_REFUSED, extensions: { category: "graphql-input" } }] }),
        { status: 415, headers: { "Content-Type": "application/json", "Cache-Control": NO_STORE } },
      ),
    );
  },
};

/** Documents whose kind is remembered: the storefront's few queries by GET, bounded against floods. */
export const REMEMBERED_DOCUMENTS = 500;
const mutationDocuments = new Map<string, boolean>();

/**
 * Whether a document holds a mutation; a document that does not parse holds none (Yoga answers its
 * syntax error). Remembered per document text: every shared query of a page comes by GET, and
 * parsing each again cost more than the rest of the check.
 */
function holdsMutation(query: string): boolean {
  let mutation = mutationDocuments.get(query);
  if (mutation === undefined) {
    let document: DocumentNode | undefined;
    try {
      document = parse(query);
    } catch {
      document = undefined;
    }
    mutation = Boolean(
      document?.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === "mutation"),
    );
    if (mutationDocuments.size >= REMEMBERED_DOCUMENTS)
      mutationDocuments.delete(mutationDocuments.keys().next().value as string);
    mutationDocuments.set(query, mutation);
  }
  return mutation;
}

/** Magento's refusal of a mutation sent by GET (GraphQl's HttpVerbValidator). */
export const MUTATION_OVER_GET_REFUSED = "Mutation requests allowed only for POST requests";

/**
 * Mutations by POST only, as Magento: a GET may be answered by a shared cache or followed by a
 * crawler, and must never change anything. Refused with Magento's message before anything runs,
 * with 405 and `Allow: POST` (GraphQL over HTTP; Magento itself answers this error with a 200).
 */
export const mutationsByPostOnly: Plugin = {
  onRequest({ request, endResponse }) {
    if (request.method !== "GET") return;
    const query = new URL(request.url).searchParams.get("query");
    if (!query || !holdsMutation(query)) return;
    endResponse(
      new Response(
        JSON.stringify({ errors: [{ message: MUTATION_OVER_GET_REFUSED, extensions: { category: "graphql-input" } }] }),
        { status: 405, headers: { "Content-Type": "application/json", "Cache-Control": NO_STORE, Allow: "POST" } },
      ),
    );
  },
};

export interface GraphQLServerOptions {
  /** Browser origins answered with CORS headers. */
  corsOrigins?: CorsOrigins;
  /** The salt of X-Magento-Cache-Id (GRAPHQL_ID_SALT); default the one the database keeps. */
  cacheIdSalt?: string;
  /** Storefronts whose forwarded shopper address the limits count (ratelimit/trusted-storefronts.ts). */
  trustedStorefronts?: TrustedStorefronts;
  /** GraphiQL at GET /graphql in a browser: a developer's tool, on in development only. */
  graphiql?: boolean;
}

/**
 * GraphiQL is a page of scripts from unpkg.com that runs inline code and workers: it gets its own
 * policy instead of the API's "nothing runs" one. Development only.
 */
const GRAPHIQL_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' https://unpkg.com blob:; " +
  "style-src 'self' 'unsafe-inline' https://unpkg.com; img-src 'self' data: https:; font-src 'self' data: https://unpkg.com; " +
  "worker-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'";

/** `plugins` run before Magento's headers (the test hooks add one when they are on). */
export function createGraphQLServer(
  schema: GraphQLSchema,
  services: ShopServices,
  plugins: Plugin[] = [],
  {
    corsOrigins = [],
    cacheIdSalt: explicitSalt,
    trustedStorefronts = NO_TRUSTED_STOREFRONTS,
    graphiql = false,
  }: GraphQLServerOptions = {},
) {
  const salt = cacheIdSalt(explicitSalt, () => services.stores.graphqlIdSalt());
  const state = new WeakMap<Request, RequestState>();
  const stateOf = (r: Request) => {
    let s = state.get(r);
    if (!s) state.set(r, (s = {}));
    return s;
  };

  const magentoHeaders: Plugin<Ctx & { request: Request }> = {
    onExecute({ args }) {
      const ctx = args.contextValue;
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      const s = stateOf(ctx.request);
      s.ctx = ctx;
      s.mutation = op?.operation === "mutation";
      return {
        onExecuteDone({ result }) {
          if ("errors" in result && result.errors?.length) s.failed = true;
        },
      };
    },
    onResponse({ request, response }) {
      if (graphiql && response.headers.get("content-type")?.startsWith("text/html"))
        response.headers.set("Content-Security-Policy", GRAPHIQL_POLICY);
      const s = state.get(request);
      if (!s?.ctx || s.mutation) {
        response.headers.set("Cache-Control", NO_STORE);
        return;
      }
      const ctx = s.ctx;
      const customer = ctx.customerId !== null ? services.customers.byId(ctx.customerId) : undefined;
      response.headers.set(
        "X-Magento-Cache-Id",
        cacheIdOf(
          {
            store: ctx.store.code,
            currency: ctx.display.currency,
            customerGroup: customer ? customer.group_id : GUEST_GROUP,
            taxRate: ctx.store.vat_rate,
            loggedIn: Boolean(customer),
          },
          salt(),
        ),
      );
      // Magento answers a request with a bearer token with no-cache: a customer's answer is theirs.
      const customersOwn = request.headers.has("authorization");
      if (ctx.cache.cacheable && !s.failed && ctx.cache.tags.size && response.status === 200) {
        response.headers.set("X-Magento-Tags", [...ctx.cache.tags].join(","));
        const ttl = pageCacheTtl(ctx.services.stores, ctx.store);
        if (request.method === "GET" && ttl > 0 && !customersOwn) {
          response.headers.set("Cache-Control", `max-age=${ttl}, public, s-maxage=${ttl}`);
          // For a cache that runs no Magento VCL: the URL alone does not say the store or currency.
          response.headers.append("Vary", "Store, Content-Currency, X-Magento-Cache-Id");
        } else {
          response.headers.set("Cache-Control", NO_STORE);
        }
      } else {
        response.headers.set("Cache-Control", NO_STORE);
      }
    },
  };

  return createYoga<Record<string, unknown>, Ctx>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql,
    logging: "warn",
    // One operation per request: a batch of thousands would slip past the per-operation limits.
    batching: false,
    // Only a named origin gets CORS headers, and only its own (Yoga would echo any origin).
    cors: (request) => {
      const origin = request.headers.get("origin");
      return origin && corsOrigins.includes(origin)
        ? { origin: [origin], credentials: true, methods: ["GET", "POST"] }
        : false;
    },
    // Yoga's Node adapter puts Express's request on the server context; the in-process fetch has none.
    context: ({ request, req }: { request: Request; req?: HttpCaller }) =>
      buildContext(
        services,
        request.headers,
        clientAddress(request.headers, req, trustedStorefronts),
        new URL(request.url).origin,
      ),
    plugins: [jsonPostsOnly, mutationsByPostOnly, ...plugins, magentoHeaders, resultsInProcess],
  });
}
