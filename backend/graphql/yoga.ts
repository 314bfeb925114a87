// GraphQL Yoga server with Magento's HTTP behaviour: Store / Content-Currency request headers and
// X-Magento-Tags / X-Magento-Cache-Id / Cache-Control on cacheable (non-mutation) responses.
import { createHash } from "node:crypto";
import { createYoga, type Plugin } from "graphql-yoga";
import { getOperationAST, type GraphQLSchema } from "graphql";
import { type BackendServices, buildContext, type Ctx } from "./context.js";

interface RequestState {
  ctx?: Ctx;
  mutation?: boolean;
  failed?: boolean;
}

export function createGraphQLServer(schema: GraphQLSchema, services: BackendServices) {
  const state = new WeakMap<Request, RequestState>();
  const stateOf = (r: Request) => {
    let s = state.get(r);
    if (!s) state.set(r, (s = {}));
    return s;
  };

  const magentoHeaders: Plugin<Ctx> = {
    onExecute({ args }) {
      const ctx = args.contextValue as Ctx & { request: Request };
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
        response.headers.set("Cache-Control", "no-store, no-cache, must-revalidate, max-age=0");
        return;
      }
      const ctx = s.ctx;
      // Magento's X-Magento-Cache-Id: hash of the cache-relevant context (store, currency, customer group).
      const id = createHash("sha256").update(`${ctx.store.code}|${ctx.currency}|0|0|guest|pw-embedded`).digest("hex");
      response.headers.set("X-Magento-Cache-Id", id);
      if (ctx.cache.cacheable && !s.failed && ctx.cache.tags.size && response.status === 200) {
        response.headers.set("X-Magento-Tags", [...ctx.cache.tags].join(","));
        const ttl = Number(ctx.stores.config(ctx.store.code).page_cache_ttl ?? 0);
        response.headers.set(
          "Cache-Control",
          request.method === "GET" && ttl > 0
            ? `max-age=${ttl}, public, s-maxage=${ttl}`
            : "no-store, no-cache, must-revalidate, max-age=0",
        );
      } else {
        response.headers.set("Cache-Control", "no-store, no-cache, must-revalidate, max-age=0");
      }
    },
  };

  // Test hook (EMBEDDED_TEST_HOOKS=1): a store view "down" answers 503 before any GraphQL runs, to
  // every caller alike: the storefront's in-process calls and HTTP clients of /graphql.
  const unavailableStore: Plugin<Ctx> = {
    onRequest({ request, endResponse, fetchAPI }) {
      const storeCode = (request.headers.get("store") ?? "").trim() || "default";
      if (!services.testHooks?.isStoreUnavailable(storeCode)) return;
      endResponse(
        fetchAPI.Response.json(
          { message: "Service unavailable (test hook)" },
          { status: 503, headers: { "Retry-After": "30" } },
        ),
      );
    },
  };

  return createYoga<Record<string, unknown>, Ctx>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: false,
    logging: "warn",
    context: ({ request }) => buildContext(services, request.headers),
    plugins: [unavailableStore, magentoHeaders],
  });
}
