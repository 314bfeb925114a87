// Test-only hooks for end-to-end tests, mounted only when createEmbeddedBackend({ testHooks: true })
// (server.ts turns them on with EMBEDDED_TEST_HOOKS=1). When off, /__test/* does not exist.
//
//   POST /__test/hooks          {"brokenProductUrlKey": "<url_key>"} -> that configurable's variants
//                               answer `product: null` and its configurable_options `values: null`
//                               {"repairProductUrlKey": "<url_key>"} -> that product answers normally again
//                               {"unavailableStore": "<code>"} -> GraphQL calls for that store view
//                               answer HTTP 503, as a backend that is down would
//                               {"availableStore": "<code>"} -> they answer normally again
//                               {"malformedStore": "<code>"} -> the App query for that store view
//                               answers 200 with data of the wrong shape (lists that are not lists)
//                               {"wellFormedStore": "<code>"} -> it answers normally again
//                               {"emptyDataStore": "<code>"} -> every other GraphQL call for that
//                               store view answers 200 {"data": {}} (a well-formed answer lacking
//                               what was asked); {"fullDataStore": "<code>"} -> answers normally again
//                               {"reset": true} -> clears every hook.        Answers 204.
//   Tests running in parallel each use their own product or store, and undo only their own hook.
//   Several workers (WEB_CONCURRENCY > 1): the state of /__test/hooks lives in the memory of the
//   worker that received the call, so the other workers go on answering normally; a test using it
//   runs one worker. The hooks below that write the database act for every worker, and the page
//   purge any /__test/* post causes reaches the other workers' page caches through the primary.
//   GET  /__test/error-reports  -> JSON array of stored reportJsError rows, newest last.
//   GET  /__test/mail?to=<email> -> JSON array of the mail outbox's messages to that address, newest
//                               first (backend/mail/outbox.ts).
//   POST /__test/password-reset-age {"email": "<email>", "hours": 25} -> that account's unused reset
//                               links were made that long ago (an expired link). Answers {changed}.
//   POST /__test/checkout-cart, GET /__test/orders?email= -> checkout-order.ts
//   POST /__test/perks-customer -> {"email", "password"} of a new customer with its own saved cards
//                               and subscriptions (account perks specs change only their own data)
//
// Production code has no hook checks: with hooks on, createEmbeddedBackend mounts this router, adds
// the Yoga plugin below and wraps the configurable-product service (withBrokenProducts).
import express, { type Router } from "express";
import type { Plugin } from "graphql-yoga";
import type { ConfigurableProducts } from "../catalog/service.js";
import type { ErrorReportService } from "../errorreport/service.js";
import type { AccountServices } from "../customer/account-services.js";
import type { Database } from "better-sqlite3";
import { createPerksCustomer } from "./perks-customer.js";
import { checkoutOrderHooks } from "./checkout-order.js";
import { cardCustomerHooks } from "./card-customer.js";

export class TestHooks {
  private brokenProducts = new Set<string>();
  private unavailableStores = new Set<string>();
  private malformedStores = new Set<string>();
  private emptyDataStores = new Set<string>();

  /** Every GraphQL call for this store view but the App query answers 200 `{"data": {}}`. */
  isStoreEmptyData(storeCode: string): boolean {
    return this.emptyDataStores.has(storeCode);
  }

  /** The App query for this store view answers 200 with data of the wrong shape. */
  isStoreMalformed(storeCode: string): boolean {
    return this.malformedStores.has(storeCode);
  }

  /** The backend answers 503 to GraphQL calls for this store view. */
  isStoreUnavailable(storeCode: string): boolean {
    return this.unavailableStores.has(storeCode);
  }

  /** A product whose configurable data is answered broken (structurally valid, not renderable). */
  isBrokenProduct(urlKey: string): boolean {
    return this.brokenProducts.has(urlKey);
  }

  breakProduct(urlKey: string): void {
    this.brokenProducts.add(urlKey);
  }

  reset(): void {
    this.brokenProducts.clear();
    this.unavailableStores.clear();
    this.malformedStores.clear();
    this.emptyDataStores.clear();
  }

  /** Applies a POST /__test/hooks body; returns an error message for a body it does not understand. */
  apply(body: unknown): string | null {
    if (!body || typeof body !== "object") return "Expected a JSON object";
    const b = body as Record<string, unknown>;
    let understood = false;
    if (b.reset === true) {
      this.reset();
      understood = true;
    }
    if (b.brokenProductUrlKey !== undefined) {
      if (typeof b.brokenProductUrlKey !== "string" || !b.brokenProductUrlKey)
        return "brokenProductUrlKey must be a non-empty string";
      this.breakProduct(b.brokenProductUrlKey);
      understood = true;
    }
    for (const [key, apply] of [
      ["repairProductUrlKey", (v: string) => this.brokenProducts.delete(v)],
      ["unavailableStore", (v: string) => this.unavailableStores.add(v)],
      ["availableStore", (v: string) => this.unavailableStores.delete(v)],
      ["malformedStore", (v: string) => this.malformedStores.add(v)],
      ["wellFormedStore", (v: string) => this.malformedStores.delete(v)],
      ["emptyDataStore", (v: string) => this.emptyDataStores.add(v)],
      ["fullDataStore", (v: string) => this.emptyDataStores.delete(v)],
    ] as const) {
      if (b[key] === undefined) continue;
      if (typeof b[key] !== "string" || !b[key]) return `${key} must be a non-empty string`;
      apply(b[key]);
      understood = true;
    }
    return understood
      ? null
      : 'Expected {"brokenProductUrlKey": "<url_key>"}, {"repairProductUrlKey": "<url_key>"}, {"unavailableStore": "<code>"}, {"availableStore": "<code>"}, {"malformedStore": "<code>"}, {"wellFormedStore": "<code>"}, {"emptyDataStore": "<code>"}, {"fullDataStore": "<code>"} or {"reset": true}';
  }
}

/**
 * A store view "down" answers 503 before any GraphQL runs, to every caller alike: the storefront's
 * in-process calls and HTTP clients of /graphql.
 */
export function unavailableStorePlugin(hooks: TestHooks): Plugin {
  return {
    async onRequest({ request, endResponse, fetchAPI }) {
      const storeCode = (request.headers.get("store") ?? "").trim() || "default";
      if (hooks.isStoreMalformed(storeCode) && isOperation(request) && (await isAppQuery(request))) {
        // A 200 whose data has the wrong shape, as a proxy or a backend mid-upgrade might send.
        endResponse(
          fetchAPI.Response.json({
            data: {
              storeConfig: { store_code: storeCode, page_cache_ttl: 600 },
              availableStores: "unavailable",
              currency: null,
              categories: { items: "unavailable" },
            },
          }),
        );
        return;
      }
      if (hooks.isStoreEmptyData(storeCode) && isOperation(request) && !(await isAppQuery(request))) {
        // A well-formed answer that lacks every field asked for (a product page's `products`).
        endResponse(fetchAPI.Response.json({ data: {} }));
        return;
      }
      if (!hooks.isStoreUnavailable(storeCode)) return;
      endResponse(
        fetchAPI.Response.json(
          { message: "Service unavailable (test hook)" },
          { status: 503, headers: { "Retry-After": "30" } },
        ),
      );
    },
  };
}

/** A GraphQL operation: a POST, or a query sent by GET (ADR 0060). */
const isOperation = (request: Request) => request.method === "POST" || request.method === "GET";

/** The storefront's App query (the store data every page reads), told from its address or a copy of the body. */
async function isAppQuery(request: Request): Promise<boolean> {
  const query =
    request.method === "GET" ? (new URL(request.url).searchParams.get("query") ?? "") : await request.clone().text();
  return /\bquery\s+App\b/.test(query);
}

/** A broken product's variants answer `product: null` and its options `values: null`. */
export function withBrokenProducts(configurable: ConfigurableProducts, hooks: TestHooks): ConfigurableProducts {
  return {
    options: (catalog, p) =>
      hooks.isBrokenProduct(p.url_key)
        ? configurable.options(catalog, p).map((o) => ({ ...o, values: null }))
        : configurable.options(catalog, p),
    variants: (catalog, p) =>
      hooks.isBrokenProduct(p.url_key)
        ? configurable.variants(catalog, p).map((v) => ({ ...v, product: null }))
        : configurable.variants(catalog, p),
  };
}

export function createTestHooksRouter(
  hooks: TestHooks,
  errorReports: ErrorReportService,
  accounts?: AccountServices,
  db?: Database,
): Router {
  const router = express.Router();
  router.post("/__test/hooks", express.json(), (req, res) => {
    const error = hooks.apply(req.body);
    if (error) {
      res.status(400).json({ message: error });
      return;
    }
    res.status(204).end();
  });
  router.get("/__test/error-reports", (_req, res) => {
    res.set("Cache-Control", "no-store").json(errorReports.list());
  });
  if (accounts) {
    router.get("/__test/mail", (req, res) => {
      const to = typeof req.query.to === "string" ? req.query.to : undefined;
      res.set("Cache-Control", "no-store").json(accounts.mail.newest(50, to));
    });
    router.post("/__test/password-reset-age", express.json(), (req, res) => {
      const { email, hours } = (req.body ?? {}) as { email?: unknown; hours?: unknown };
      if (typeof email !== "string" || typeof hours !== "number" || !(hours > 0)) {
        res.status(400).json({ message: 'Expected {"email": "<email>", "hours": <positive number>}' });
        return;
      }
      res.json({ changed: accounts.passwordReset.ageTokens(email, hours * 60 * 60_000) });
    });
  }
  if (db) {
    router.post("/__test/perks-customer", (_req, res) => {
      res.set("Cache-Control", "no-store").status(201).json(createPerksCustomer(db));
    });
    // a cart ready for review and pay; counting a shopper's orders
    router.use(checkoutOrderHooks(db));
    // a customer with an address, points and saved cards for the card specs
    router.use(cardCustomerHooks(db));
  }
  return router;
}
