// Embedded Magento 2.4-compatible commerce backend (GraphQL + REST + media) on SQLite, mounted
// in-process by the storefront's Express server. See docs/decisions/0002-embedded-backend.md.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { migrate } from "./db/migrations.js";
import { openDatabase, openDatabaseImage } from "./db/open.js";
import { buildSchema } from "./graphql/schema.js";
import { queryLimitPlugins } from "./graphql/query-limits.js";
import {
  createWriteLimiters,
  writeLimitsFromEnv,
  writeLimitsPlugin,
  type WriteLimits,
} from "./graphql/write-limits.js";
import { corsOriginsFromEnv, createGraphQLServer, type CorsOrigins } from "./graphql/yoga.js";
import { inProcessAnswer, type InProcessContext } from "./graphql/in-process.js";
import { MediaFiles } from "./media/generate.js";
import type { VideoFormat } from "./media/render.js";
import { createRestRouter } from "./rest/router.js";
import { isSeeded, seed } from "./seed/index.js";
import type { CustomerServiceOptions } from "./customer/service.js";
import { BACKEND_MODULES } from "./modules.js";
import { createShopServices } from "./create-services.js";
import { ALL_PAGES } from "./cache/invalidation.js";
import { takeQueuedInvalidations } from "./cache/invalidation-queue.js";
import type { NotificationDelivery } from "./cardpay/notifications.js";
import type { RateLimitStore } from "./ratelimit/limiter.js";
import { sqliteSharedState, type SharedState } from "./ratelimit/shared-state.js";
import { parseTrustedStorefronts } from "./ratelimit/trusted-storefronts.js";
import type { BackendSchemaMode } from "./schema/mode.js";
import { applyTestConfig } from "./testing/config.js";
import { TestHooks } from "./testing/hooks.js";

/** With test hooks: the process id of the worker that answered, on every answer. */
export const WORKER_PID_HEADER = "X-Test-Worker-Pid";

/** A GraphQL answer as the embedded backend's `execute` returns it. */
export interface ExecutionAnswer<TData> {
  data?: TData;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  headers: Headers;
}

export interface EmbeddedBackendOptions {
  /** default ".data"; DB file `${dataDir}/commerce.sqlite`, generated media in `${dataDir}/media` */
  dataDir?: string;
  /** overrides the DB path; ":memory:" for tests (then media goes to a temp dir) */
  databasePath?: string;
  /**
   * Opens an in-memory copy of this serialized database (`db.serialize()`) instead of `databasePath`,
   * media in a temp dir as for ":memory:": tests start from the seeded base of their run
   * (tests/setup/base-database.ts) rather than migrating and seeding each time.
   */
  databaseImage?: Buffer;
  /** default "/media/"; product image urls are mediaBaseUrl + "catalog/product/..." */
  mediaBaseUrl?: string;
  /**
   * The backend's own public origin when it runs on its own (backend/server.ts): the card provider's
   * pages and its notifications are addressed there. Unset (mounted in the storefront's server): on
   * the origin of the shop's return address, which serves them too.
   */
  publicUrl?: string;
  /**
   * The storefront's public address, for emailed links and the card provider's return address
   * (Magento's web/secure/base_url; a store view's configured value wins). Default STOREFRONT_URL,
   * else PUBLIC_URL (one process: the shop's own); null: none (then the request's origin, and only
   * loopback return addresses).
   */
  storefrontUrl?: string | null;
  /**
   * default false. Takes, every second, the cache tags that the owner's command line queued in the
   * database (backend/cache/invalidation-queue.ts) and tells `cacheTags`: for the running shop,
   * whose cached pages must follow what the owner changed.
   */
  takeQueuedInvalidations?: boolean;
  /**
   * default false. Serves the end-to-end test endpoints under /__test/ (backend/testing/hooks.ts).
   * The caller decides: server.ts enables them only when EMBEDDED_TEST_HOOKS=1. When off, /__test/*
   * is not mounted at all.
   */
  testHooks?: boolean;
  /**
   * Store configuration written over the seed's at start, by scope ('' = default, or a store code):
   * end-to-end tests start a server of their own with, say, the tag manager switched on. Only with
   * testHooks (server.ts reads it from EMBEDDED_TEST_CONFIG).
   */
  testConfig?: Record<string, Record<string, unknown>>;
  /** Writes per client IP; default from RATE_LIMIT_* in the environment (graphql/write-limits.ts). */
  writeLimits?: WriteLimits;
  /**
   * Where the counters (write limits, sign-in and reset limits) and single-use marks live: default
   * this backend's database, which every process on the data folder shares (ratelimit/shared-state.ts);
   * server.ts passes Redis when REDIS_URL is set.
   */
  sharedState?: SharedState;
  /** Overrides sharedState's counters (tests). */
  rateLimitStore?: RateLimitStore;
  /**
   * The storefronts that call over the network and name their shopper in X-Forwarded-For: their
   * addresses or CIDR subnets (or `loopback`), as a list or the comma-separated setting; default
   * TRUSTED_STOREFRONTS, none when unset. Limits and sign-in lock-outs count the shopper they name;
   * any other caller is counted by its own address. Calls through `fetch` (in process) are always
   * believed. An entry that is not an address or subnet stops the start with an error naming it.
   */
  trustedStorefronts?: string | readonly string[];
  /** Origins answered with CORS headers; default from COMMERCE_CORS_ORIGINS, none when unset. */
  corsOrigins?: CorsOrigins;
  /**
   * default "extended": Magento 2.4.7's schema with the modules' extension SDL and REST paths.
   * "magento-core": exactly stock Magento 2.4.7's storefront schema and core REST paths, the
   * extension's fields, mutations and REST paths absent as on a stock Magento (server.ts reads
   * BACKEND_SCHEMA). Every core field answers as in the default mode.
   */
  schema?: BackendSchemaMode;
  /**
   * The salt of X-Magento-Cache-Id (Magento's cache/graphql/id_salt); default GRAPHQL_ID_SALT, else
   * one made once and kept in the database (graphql/cache-id.ts).
   */
  cacheIdSalt?: string;
  /** __schema/__type answered, and GraphiQL at GET /graphql; default only when NODE_ENV is development. */
  introspection?: boolean;
  /** Customer tokens and sign-in limits; the token lifetime defaults to CUSTOMER_TOKEN_LIFETIME_HOURS, else 1. */
  customers?: CustomerServiceOptions;
  /** The key that signs the card provider's results; default CARD_PROVIDER_SECRET (cardpay/service.ts). */
  cardProviderSecret?: string;
  /**
   * How the embedded card provider sends its notifications to the shop (cardpay/notifications.ts);
   * default fetch to the shop's notification path. Tests hold them back to choose their order.
   */
  cardNotificationDelivery?: NotificationDelivery;
  /** default false: a backend on disk makes its missing media files in the background after start. */
  noBackgroundMedia?: boolean;
  /**
   * The turntable videos' frame size, frame rate and length; default the shop's (media/render.ts
   * VIDEO, 96 frames of 640 px). The test kit asks for a few small frames: a test proves that a
   * missing video is made, not how long it plays.
   */
  videoFormat?: VideoFormat;
}

/** CUSTOMER_TOKEN_LIFETIME_HOURS (Magento's oauth/access_token_lifetime/customer), in hours; default 1. */
export function tokenLifetimeFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const hours = Number(value);
  if (!(hours > 0)) throw new Error(`CUSTOMER_TOKEN_LIFETIME_HOURS must be a positive number of hours, not "${value}"`);
  return hours * 60 * 60_000;
}

export interface EmbeddedBackend {
  /** The modules' services, for tools that run the shop outside a request (the owner's command line). */
  services: import("./services.js").ShopServices;
  /** serves POST+GET /graphql, /rest/* and /media/* (mount with app.use(backend.router)) */
  router: import("express").Router;
  /**
   * A `fetch` for the storefront's calls to this backend: `/graphql` (whatever the origin) is
   * handed to the GraphQL server's own request handler in this process, with no socket, and answers
   * exactly as over HTTP (status, headers, `X-Magento-Tags`, test hooks, abort signal). Any other
   * address (REST, media) goes to the network, i.e. to this backend's router over loopback.
   */
  fetch: typeof fetch;
  db: import("better-sqlite3").Database;
  /** Counters and single-use marks every process sees (the storefront's captcha uses them too). */
  sharedState: SharedState;
  /** the test hooks when created with testHooks: true, else null */
  testHooks: TestHooks | null;
  /**
   * In-process execution for tests; goes through the same HTTP pipeline (headers included). The
   * caller names the shape of `data` it expects (nothing checks it).
   */
  execute<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<ExecutionAnswer<TData>>;
  /** The generated media files (made on demand; tests ask for them directly). */
  media: MediaFiles;
  /**
   * Magento's cache tags of what changed (stock, prices, catalogue, CMS): the storefront's page
   * cache listens, and tells the HTTP caches in front of it (backend/cache/invalidation.ts).
   */
  cacheTags: import("./cache/invalidation.js").CacheInvalidation;
  close(): void;
}

/**
 * Brings the data folder's database to the latest version and seeds a new one, then closes it: the
 * primary of several workers (WEB_CONCURRENCY) does this once before it starts them, so they never
 * migrate or seed side by side.
 */
export function prepareEmbeddedDatabase(dataDir = ".data"): void {
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(join(dataDir, "commerce.sqlite"), false);
  try {
    migrate(db);
    if (!isSeeded(db)) seed(db);
  } finally {
    db.close();
  }
}

export function createEmbeddedBackend(options: EmbeddedBackendOptions = {}): EmbeddedBackend {
  // A wrong setting stops the start before anything is opened.
  const trustedStorefronts = parseTrustedStorefronts(
    options.trustedStorefronts ?? process.env.TRUSTED_STOREFRONTS,
    options.trustedStorefronts === undefined ? "TRUSTED_STOREFRONTS" : "trustedStorefronts",
  );
  const dataDir = options.dataDir ?? ".data";
  const inMemory = options.databasePath === ":memory:" || options.databaseImage !== undefined;
  const databasePath = options.databasePath ?? join(dataDir, "commerce.sqlite");
  let mediaDir: string;
  if (inMemory) {
    mediaDir = mkdtempSync(join(tmpdir(), "pw-media-"));
  } else {
    mkdirSync(dataDir, { recursive: true });
    mediaDir = join(dataDir, "media");
  }
  const mediaBaseUrl = options.mediaBaseUrl ?? "/media/";

  const db = options.databaseImage ? openDatabaseImage(options.databaseImage) : openDatabase(databasePath, inMemory);
  migrate(db);
  if (!isSeeded(db)) seed(db);
  // Media files are made from the rows: in the background for a shop on disk (it serves at once), and
  // on demand only for an in-memory backend (tests must not spend seconds drawing pictures).
  const media = new MediaFiles(db, mediaDir, options.videoFormat);
  let closed = false;
  if (!inMemory && !options.noBackgroundMedia)
    setTimeout(() => {
      const started = Date.now();
      media
        .ensureAll(() => closed)
        .then(
          (made) => {
            if (made) console.log(`media: ${made} files made in ${Math.round((Date.now() - started) / 1000)} s`);
          },
          (error: unknown) => console.error("media: background generation failed", error),
        );
    }, 1000).unref();
  if (options.testHooks && options.testConfig) applyTestConfig(db, options.testConfig);

  // Repositories prepare their statements here, after migrations and seeding.
  const sharedState = options.sharedState ?? sqliteSharedState(db);
  const rateLimitStore = options.rateLimitStore ?? sharedState.rateLimitStore;
  const storefrontUrl =
    options.storefrontUrl === undefined
      ? process.env.STOREFRONT_URL || process.env.PUBLIC_URL || undefined
      : (options.storefrontUrl ?? undefined);
  const services = createShopServices(db, {
    mediaBaseUrl,
    publicUrl: options.publicUrl,
    storefrontUrl,
    rateLimitStore,
    cardProviderSecret: options.cardProviderSecret,
    schema: options.schema,
    customers: {
      tokenLifetimeMs: tokenLifetimeFromEnv(process.env.CUSTOMER_TOKEN_LIFETIME_HOURS),
      ...options.customers,
    },
  });
  const modules = BACKEND_MODULES;
  const testHooks = options.testHooks ? new TestHooks() : null;
  if (testHooks)
    for (const module of modules) Object.assign(services, module.testHooks?.services?.(services, testHooks) ?? {});
  const limiters = createWriteLimiters(options.writeLimits ?? writeLimitsFromEnv(process.env), rateLimitStore);
  const yoga = createGraphQLServer(
    buildSchema(modules, options.schema),
    services,
    [
      ...(testHooks ? modules.flatMap((m) => m.testHooks?.plugins?.(testHooks) ?? []) : []),
      ...queryLimitPlugins({ introspection: options.introspection ?? process.env.NODE_ENV === "development" }),
      writeLimitsPlugin(limiters),
    ],
    {
      corsOrigins: options.corsOrigins ?? corsOriginsFromEnv(process.env.COMMERCE_CORS_ORIGINS),
      cacheIdSalt: options.cacheIdSalt ?? process.env.GRAPHQL_ID_SALT,
      trustedStorefronts,
      graphiql: options.introspection ?? process.env.NODE_ENV === "development",
    },
  );

  const router = express.Router();
  // Which worker process answered (WEB_CONCURRENCY): tests see their requests spread over them.
  if (testHooks)
    router.use((_req, res, next) => {
      res.setHeader(WORKER_PID_HEADER, String(process.pid));
      next();
    });
  router.all("/graphql", (req, res) => void yoga(req, res));
  if (testHooks) {
    // A test hook changes the shop behind its services' back (a broken product, a store away, a
    // restock, an order): every kept page may show something else now. Told before the answer
    // leaves, so that another worker has heard it (through the primary, in order) before the
    // test's next request reaches it; told once the answer had gone, it could drop a page that
    // worker had just made anew.
    router.use("/__test", (req, res, next) => {
      if (req.method !== "GET") {
        const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
        res.end = ((...args: unknown[]) => {
          services.cacheTags.invalidate([ALL_PAGES]);
          return end(...args);
        }) as typeof res.end;
      }
      next();
    });
    for (const module of modules) {
      const hooks = module.testHooks?.routes?.({ hooks: testHooks, services, db });
      if (hooks) router.use(hooks);
    }
  }
  router.use(createRestRouter(services, modules, { schema: options.schema }));
  // Each module's own paths: the review list fragment, the card provider's hosted page, media.
  for (const module of modules) {
    const routes = module.routes?.({ services, media, cardNotificationDelivery: options.cardNotificationDelivery });
    if (routes) router.use(routes);
  }

  const stopTakingInvalidations = options.takeQueuedInvalidations
    ? takeQueuedInvalidations(db, services.cacheTags)
    : () => {};

  const inProcessFetch: typeof fetch = async (input, init) => {
    const address = input instanceof Request ? null : new URL(input);
    if (address?.pathname === "/graphql") {
      init?.signal?.throwIfAborted();
      // Yoga makes the request itself (with its own, lighter Request class), as its Node adapter does.
      return graphqlInProcess((context) => yoga.fetch(address, { ...init, method: init?.method ?? "GET" }, context));
    }
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    if (new URL(request.url).pathname === "/graphql")
      return graphqlInProcess((context) => yoga.fetch(request, context));
    // The product page's review list too is answered in process; other REST still takes the network.
    for (const module of modules) {
      const answer = module.inProcess?.(services, request);
      if (answer) return answer;
    }
    return fetch(request);
  };
  /**
   * Yoga's fetch rejects with the signal's reason when it aborts (a TimeoutError for
   * AbortSignal.timeout), as the network fetch does; the result comes back as objects (ADR 0083).
   */
  async function graphqlInProcess(ask: (context: InProcessContext) => Promise<Response> | Response) {
    const context: InProcessContext = { inProcessAnswer: {} };
    return inProcessAnswer(await ask(context), context.inProcessAnswer);
  }

  return {
    services,
    router,
    fetch: inProcessFetch,
    db,
    sharedState,
    testHooks,
    media,
    cacheTags: services.cacheTags,
    async execute<TData>(
      query: string,
      variables?: Record<string, unknown>,
      headers: Record<string, string> = {},
    ): Promise<ExecutionAnswer<TData>> {
      const response = await yoga.fetch("http://embedded.local/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<ExecutionAnswer<TData>, "headers">;
      return { ...body, headers: response.headers };
    },
    close() {
      closed = true;
      stopTakingInvalidations();
      // a shared state handed in (Redis) belongs to the caller
      if (!options.sharedState) void sharedState.close();
      db.close();
      if (inMemory) rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
