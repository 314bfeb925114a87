// The shop's Node server: static assets, the embedded commerce backend (unless COMMERCE_URL points
// at a real one) and the Remix request handler, in one process started by one command.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { broadcastDevReady, createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { ShopConfig } from "./app/context";
import { parseEnv } from "./app/env.server";
import { MALFORMED_ADDRESS_SEGMENT, isAssetMiss, isDecodable } from "./app/http/addresses";
import { fetchRequestOf, sendFetchResponse } from "./app/http/express-remix.server";
import { keepFailuresPrivate } from "./app/http/cache.server";
import { RETRY_AFTER_SECONDS } from "./app/http/backend-failures.server";
import { healthz, type HealthOptions } from "./app/http/healthz.server";
import { createImageResizer, fetchMediaFrom, type ImageResizerOptions } from "./app/http/image-resizer.server";
import { IMAGE_ENDPOINT } from "./app/media/images";
import { mediaPassThrough } from "./app/http/media-proxy.server";
import { guardPageRequests } from "./app/http/request-guards.server";
import { publicFiles } from "./app/http/public-files.server";
import { browsableHost } from "./app/http/listen-address";
import { trustProxySetting } from "./app/http/trust-proxy";
import { securityHeaders } from "./app/http/security-headers.server";
import { relayPageCacheInvalidations, setUpPageCaching } from "./app/http/page-caching.server";
import { ALL_PAGES } from "./app/http/page-cache.server";
import { TRANSLATION_FILE_PREFIX, translationFileResponse } from "./app/i18n/resources.server";
import { redirectStorePrefixCase } from "./app/i18n/store-prefix-redirect.server";
import { commitChangedSession, createRequestContext } from "./app/request-context.server";
import { storePath, storeViewFromPath } from "./app/i18n/store-views";
import { runAsClusterPrimary, workerIndex } from "./app/http/cluster.server";
import { redisSharedState, sqliteSharedState } from "./backend/ratelimit/shared-state";
import { parseTrustedStorefronts } from "./backend/ratelimit/trusted-storefronts";
import { rateLimitRefusals } from "./backend/ratelimit/refusals";
import { log } from "./app/observability/logger.server";
import { createShopMetrics, metricsEndpoint } from "./app/observability/metrics.server";
import { TRACE_ID_LOCAL, requestLog } from "./app/observability/request-log.server";

const env = parseEnv();
// The embedded backend reads TRUSTED_STOREFRONTS itself; a wrong one stops the start here, once, not
// in every worker again and again.
if (!env.COMMERCE_URL) parseTrustedStorefronts(process.env.TRUSTED_STOREFRONTS);

// WEB_CONCURRENCY=N: this process only prepares the data folder and runs N workers that each run
// this file; it never serves, so it waits here for good (the workers keep it alive).
if (await runAsClusterPrimary({ workers: env.WEB_CONCURRENCY, prepare: prepareDataFolder }))
  await new Promise<never>(() => {});

/** What the workers must not do side by side: the secrets kept in DATA_DIR, migrations and seed. */
async function prepareDataFolder() {
  // Each worker keeps its own page cache: an invalidation one worker hears is passed to the others.
  relayPageCacheInvalidations();
  // A Redis that cannot be reached stops the start here, once, not in every worker again and again.
  if (env.REDIS_URL) await (await redisSharedState(env.REDIS_URL)).close();
  if (!env.SESSION_SECRET) keptSecret("session-secret");
  if (env.COMMERCE_URL) return;
  if (!process.env.CARD_PROVIDER_SECRET) keptSecret("card-provider-secret");
  const { prepareEmbeddedDatabase } = await import("./backend/index");
  prepareEmbeddedDatabase(env.DATA_DIR);
}
// Counters and single-use marks every worker sees, kept over restarts: Redis with REDIS_URL, else
// the backend's database (or, with a remote backend, a file of their own in DATA_DIR).
const redisState = env.REDIS_URL ? await redisSharedState(env.REDIS_URL) : undefined;

/**
 * Without a configured secret (a local or embedded run), a random one is made once and kept in
 * DATA_DIR so sessions survive restarts; nothing secret is ever hard-coded.
 */
function sessionSecrets(): string[] {
  if (env.SESSION_SECRET)
    return env.SESSION_SECRET.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  return [keptSecret("session-secret")];
}

/** A random secret made once and kept in DATA_DIR under `name`. */
function keptSecret(name: string): string {
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

const app = express();
app.disable("x-powered-by");
// First in the chain, so every answer is logged and counted, whoever makes it.
app.use(requestLog(log));
const metrics = env.METRICS_TOKEN
  ? createShopMetrics({ pageCache: () => pageCaching.cache?.stats, rateLimitRefusals })
  : null;
if (metrics) app.use(metrics.measureRequests);
// Exactly the configured proxies: trusting every hop would let a client choose its own address.
const trustProxy = trustProxySetting(env.TRUST_PROXY);
if (trustProxy !== false) app.set("trust proxy", trustProxy);
app.use(securityHeaders());
app.use(compression());
// An address that cannot even be decoded ("/%E0%A4%A") is the client's mistake. It still gets the
// shop's own page, a branded 400 inside the shell: Remix renders it from a safe stand-in address.
app.use((req, res, next) => {
  if (isDecodable(req.path)) return next();
  res.locals.malformedAddress = true;
  const storeView = storeViewFromPath(req.path);
  req.url = storePath(storeView, `/${MALFORMED_ADDRESS_SEGMENT}`);
  req.originalUrl = req.url;
  next();
});
// Fingerprinted client bundles: cache forever. A missing bundle is a plain 404, never a page.
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", fallthrough: false }));
// Favicon, touch icon and web app manifest: browsers fetch these by themselves.
app.use(publicFiles("public", { maxAge: "1d", index: false }));

// Anonymous pages kept in process and compressed once; purges by cache tag (app/http/page-caching.server.ts).
const pageCaching = setUpPageCaching(env);

const secrets = sessionSecrets();
const config: ShopConfig = {
  commerceUrl: env.COMMERCE_URL ?? "",
  // With COMMERCE_URL: the network. Embedded: replaced below by the backend's in-process handler.
  commerceFetch: (input, init) => fetch(input, init),
  sessionSecrets: secrets,
  commerceTimeoutMs: env.COMMERCE_TIMEOUT_MS,
  // Embedded, the shop knows which schema its own backend serves: nothing to learn by asking.
  commerceDialect:
    env.COMMERCE_URL || env.COMMERCE_DIALECT !== "auto"
      ? env.COMMERCE_DIALECT
      : env.BACKEND_SCHEMA === "magento-core"
        ? "core"
        : "extended",
  traceSecret: env.TRACE_SECRET ?? secrets[0],
  publicUrl: env.PUBLIC_URL ?? "",
  commercePublicUrl: env.COMMERCE_URL ? (env.COMMERCE_PUBLIC_URL ?? new URL(env.COMMERCE_URL).origin) : "",
};

let closeBackend: () => void = () => {};
// Embedded: /healthz also asks whether the database can take a write (an order) right now.
let checkDatabase: HealthOptions["checkDatabase"];
// The picture endpoint's sources: the backend's /media/ (read in-process when embedded).
let loadMedia: ImageResizerOptions["loadSource"] = env.COMMERCE_URL
  ? fetchMediaFrom(env.COMMERCE_URL, env.COMMERCE_TIMEOUT_MS)
  : async () => null;
if (!env.COMMERCE_URL) {
  const { createEmbeddedBackend } = await import("./backend/index");
  // Test hooks (/__test/*) exist only when explicitly asked for, by the end-to-end tests.
  const testHooks = process.env.EMBEDDED_TEST_HOOKS === "1";
  if (testHooks)
    console.warn("Embedded backend test hooks are ON (EMBEDDED_TEST_HOOKS=1): never use this in production.");
  // EMBEDDED_TEST_CONFIG: store configuration a test server starts with (JSON: scope -> path -> value).
  const testConfig =
    testHooks && process.env.EMBEDDED_TEST_CONFIG ? JSON.parse(process.env.EMBEDDED_TEST_CONFIG) : undefined;
  const backend = createEmbeddedBackend({
    dataDir: env.DATA_DIR,
    schema: env.BACKEND_SCHEMA,
    testHooks,
    testConfig,
    // The embedded card provider signs its results with CARD_PROVIDER_SECRET, else with a random key
    // kept in DATA_DIR like the session secret: `npm start` takes card payments out of the box.
    cardProviderSecret: process.env.CARD_PROVIDER_SECRET || keptSecret("card-provider-secret"),
    // a test server lives for minutes: it makes the pictures it is asked for, not the whole catalogue's;
    // of several workers, the first draws them
    noBackgroundMedia: testHooks || workerIndex() > 0,
    sharedState: redisState,
    // The owner's command line, run beside the shop on its database, queues what it changed.
    takeQueuedInvalidations: true,
  });
  config.sharedState = backend.sharedState;
  loadMedia = async (mediaPath) => {
    const rel = mediaPath.slice("/media/".length);
    return (await backend.media.ensure(rel)) ? readFile(join(backend.media.mediaDir, rel)) : null;
  };
  app.use(backend.router);
  // The storefront's GraphQL calls go to the backend's own request handler, not over a socket.
  config.commerceFetch = backend.fetch;
  closeBackend = () => backend.close();
  backend.cacheTags.subscribe((tags) => pageCaching.invalidate(tags));
  // Another worker's change reaches this one through its page cache's relay; the backend here
  // keeps the store's settings too.
  pageCaching.onInvalidate((tags) => {
    if (tags.includes(ALL_PAGES)) backend.services.stores.forgetConfig();
  });
  const { checkWritable } = await import("./backend/db/writable");
  checkDatabase = () => checkWritable(backend.db, env.DATA_DIR);
}

config.sharedState ??= redisState ?? sqliteSharedState(join(env.DATA_DIR, "shared-state.sqlite"));

app.get("/healthz", healthz(config, { checkDatabase }));
if (metrics) {
  app.get("/metrics", metricsEndpoint(metrics.registry, env.METRICS_TOKEN!));
  config.commerceFetch = metrics.measureBackendCalls(config.commerceFetch);
}
if (pageCaching.purgeEndpoint) app.use(pageCaching.purgeEndpoint);

// Catalogue pictures resized for the page that shows them (SPEC §9), kept on disk in DATA_DIR.
app.get(
  IMAGE_ENDPOINT,
  createImageResizer({ loadSource: (path) => loadMedia(path), cacheDir: join(env.DATA_DIR, "image-cache") }),
);

// A remote backend's media on the shop's own origin, as the embedded backend's router serves them.
if (env.COMMERCE_URL) app.get("/media/*", mediaPassThrough(env.COMMERCE_URL, env.COMMERCE_TIMEOUT_MS));

// Translations per namespace, at addresses that carry their content's hash: cached for good.
app.get(`${TRANSLATION_FILE_PREFIX}*`, (req, res, next) => {
  sendFetchResponse(res, translationFileResponse(req.path)).catch(next);
});

// Any other file-like address that is not there (an old icon, a probe for /wp-login.php) is a plain
// 404: it must not run the shop's page machinery, let alone start a session.
app.use((req, res, next) => {
  if (!isAssetMiss(req.path)) return next();
  res.status(404).type("text/plain").set("Cache-Control", "public, max-age=300").send("Not found");
});

app.use(redirectStorePrefixCase);

const build = (await import(new URL("./build/index.js", import.meta.url).href)) as ServerBuild;
// Backend failures escaping any loader or action become 502/503 answers here, once for all routes.
// The wrapper comes from the build itself (entry.server re-exports it): only the build's own copy
// of the commerce modules recognises the CommerceErrors its loaders throw.
const { answerBackendFailures, forgetStoreData } = build.entry.module as unknown as typeof import("./app/entry.server");
// Every page dropped is how a settings change arrives (Magento's full purge): the store's settings
// the build's loaders keep go too, so the next page shows the change.
pageCaching.onInvalidate((tags) => {
  if (tags.includes(ALL_PAGES)) forgetStoreData();
});
const handleRemixRequest = createRequestHandler(
  answerBackendFailures(build),
  env.NODE_ENV === "production" ? "production" : "development",
);
// Odd methods, cross-site, wrong-type, too large or too many-field form posts: refused before parsing.
// Same-origin means PUBLIC_URL's origin when it is set, so a forged Host cannot make a post "ours".
app.use(guardPageRequests(env.PUBLIC_URL));
// Remix behind Express, with the request's context built once before the routes run and the
// session committed once after the response is made (app/request-context.server.ts).
app.all("*", async (req, res, next) => {
  try {
    await pageCaching.delivery.deliver(req, res, async () => {
      const request = fetchRequestOf(req, res);
      const context = await createRequestContext(request, {
        config,
        clientIp: req.ip,
        malformedAddress: res.locals.malformedAddress === true,
        refusedRequest: res.locals.refusedRequest,
      });
      // Only a success of the page itself may be kept by a CDN, whatever its loaders' headers said.
      const response = keepFailuresPrivate(await handleRemixRequest(request, context), RETRY_AFTER_SECONDS);
      if (context.crash) res.locals[TRACE_ID_LOCAL] = context.crash.traceId;
      await commitChangedSession(context, request, response);
      return response;
    });
  } catch (error) {
    next(error);
  }
});

// A missing client bundle (static middleware without fall-through) ends here as a plain 404.
app.use((error: { status?: number }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
  if (error?.status !== 404) return next(error);
  res.status(404).type("text/plain").send("Not found");
});

const server = app.listen(env.PORT, env.HOST, () => {
  const { port } = server.address() as AddressInfo;
  // Embedded: the backend's address, for calls its in-process fetch does not take (REST over loopback).
  if (!env.COMMERCE_URL) config.commerceUrl = `http://127.0.0.1:${port}`;
  config.publicUrl ||= `http://${browsableHost(env.HOST)}:${port}`;
  // Under `npm run dev` (remix dev): tells it this build is served, so it can reload the browser.
  if (process.env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
  log.info(
    `Shop listening on http://${browsableHost(env.HOST)}:${port} (backend: ${env.COMMERCE_URL ?? `embedded, ${env.BACKEND_SCHEMA} schema`})`,
  );
});

function shutdown(signal: string) {
  log.info(`${signal} received, closing`);
  server.close(() => {
    closeBackend();
    process.exit(0);
  });
  // Keep-alive connections must not hold the process open for ever.
  setTimeout(() => process.exit(0), 10_000).unref();
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
