// The embedded backend on its own (`npm run backend`): GraphQL, REST, media, the card provider's
// pages and, with EMBEDDED_TEST_HOOKS=1, the test endpoints, on a port of its own, for a storefront
// started elsewhere with COMMERCE_URL pointing here. `npm start` stays the one-process shop: this
// file is for developers and deployments that run the two apart (README, "A remote backend").
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import compression from "compression";
import express from "express";
import { parseBackendEnv } from "./env.js";
import { parseStorefrontHosts, storefrontPurger } from "./cache/storefront-purge.js";
import { createEmbeddedBackend, prepareEmbeddedDatabase, type EmbeddedBackend } from "./index.js";

const env = parseBackendEnv();

/** A random secret made once and kept in DATA_DIR under `name`, as the storefront's server.ts keeps its own. */
function keptSecret(name: string): string {
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/** "All interfaces" is reached through localhost; any other host as it is (IPv6 in brackets). */
const browsableHost = (host: string) =>
  host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;

const testHooks = env.EMBEDDED_TEST_HOOKS === "1";
if (testHooks) console.warn("Backend test hooks are ON (EMBEDDED_TEST_HOOKS=1): never use this in production.");
const cardProviderSecret = env.CARD_PROVIDER_SECRET ?? keptSecret("card-provider-secret");
prepareEmbeddedDatabase(env.DATA_DIR);

const app = express();
app.disable("x-powered-by");
app.use(compression());
let backend: EmbeddedBackend | null = null;
// Until the backend knows its own address (a PORT of 0 is chosen by the system), it is not ready.
app.use((req, res, next) => {
  if (backend) return backend.router(req, res, next);
  res.status(503).set("Retry-After", "1").type("text/plain").send("Starting");
});
app.use((_req, res) => {
  res.status(404).type("text/plain").send("Not found");
});

const server = app.listen(env.PORT, env.HOST, () => {
  const { port } = server.address() as AddressInfo;
  const publicUrl = env.PUBLIC_URL ?? `http://${browsableHost(env.HOST)}:${port}`;
  backend = createEmbeddedBackend({
    dataDir: env.DATA_DIR,
    testHooks,
    testConfig: testHooks && env.EMBEDDED_TEST_CONFIG ? JSON.parse(env.EMBEDDED_TEST_CONFIG) : undefined,
    cardProviderSecret,
    // Its pages, notifications and media addresses are on its own origin; shoppers return to the storefront's.
    publicUrl,
    mediaBaseUrl: `${publicUrl}/media/`,
    storefrontUrl: env.STOREFRONT_URL ?? null,
    // A test backend lives for minutes: it makes the pictures it is asked for, not the whole catalogue's.
    noBackgroundMedia: testHooks,
    // What the owner's command line changes in the database reaches this process, and the storefronts.
    takeQueuedInvalidations: true,
  });
  const storefronts = parseStorefrontHosts(env.HTTP_CACHE_HOSTS);
  if (storefronts.length)
    backend.services.cacheTags.subscribe(storefrontPurger(storefronts, env.PAGE_CACHE_PURGE_SECRET));
  console.log(
    `Backend listening on http://${browsableHost(env.HOST)}:${port} (public ${publicUrl}, storefront ${env.STOREFRONT_URL ?? "not set"})`,
  );
});

function shutdown(signal: string) {
  console.log(`${signal} received, closing`);
  server.close(() => {
    backend?.close();
    process.exit(0);
  });
  // Keep-alive connections must not hold the process open for ever.
  setTimeout(() => process.exit(0), 10_000).unref();
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
