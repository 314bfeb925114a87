// GraphQL Yoga server with Magento's HTTP behaviour: Store / Content-Currency request headers and
// X-Magento-Tags / X-Magento-Cache-Id / Cache-Control on cacheable (non-mutation) responses.
import { createHash } from "node:crypto";
import { createYoga, type Plugin } from "graphql-yoga";
import { getOperationAST, type GraphQLSchema } from "graphql";
import type { ShopServices } from "../services.js";
import { pageCacheTtl } from "../store/service.js";
import { buildContext, type Ctx } from "./context.js";
import {
  clientAddress,
  NO_TRUSTED_STOREFRONTS,
  type HttpCaller,
  type TrustedStorefronts,
} from "../ratelimit/trusted-storefronts.js";

interface RequestState {
  ctx?: Ctx;
  mutation?: boolean;
  failed?: boolean;
}

const NO_STORE = "no-store, no-cache, must-revalidate, max-age=0";

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

/** `plugins` run before Magento's headers (the test hooks add one when they are on). */
export function createGraphQLServer(
  schema: GraphQLSchema,
  services: ShopServices,
  plugins: Plugin[] = [],
  corsOrigins: CorsOrigins = [],
  trustedStorefronts: TrustedStorefronts = NO_TRUSTED_STOREFRONTS,
) {
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
      const s = state.get(request);
      if (!s?.ctx || s.mutation) {
        response.headers.set("Cache-Control", NO_STORE);
        return;
      }
      const ctx = s.ctx;
      // Magento's X-Magento-Cache-Id: hash of the cache-relevant context (store, currency, customer group).
      const id = createHash("sha256")
        .update(`${ctx.store.code}|${ctx.display.currency}|0|0|guest|pw-embedded`)
        .digest("hex");
      response.headers.set("X-Magento-Cache-Id", id);
      if (ctx.cache.cacheable && !s.failed && ctx.cache.tags.size && response.status === 200) {
        response.headers.set("X-Magento-Tags", [...ctx.cache.tags].join(","));
        const ttl = pageCacheTtl(ctx.services.stores, ctx.store);
        response.headers.set(
          "Cache-Control",
          request.method === "GET" && ttl > 0 ? `max-age=${ttl}, public, s-maxage=${ttl}` : NO_STORE,
        );
      } else {
        response.headers.set("Cache-Control", NO_STORE);
      }
    },
  };

  return createYoga<Record<string, unknown>, Ctx>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: false,
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
    plugins: [jsonPostsOnly, ...plugins, magentoHeaders],
  });
}
