// What a backend module tells the server about itself (ADR 0053): one manifest per module folder
// (`backend/<module>/module.ts`), in the spirit of Magento's `etc/` per module and Vendure's plugin
// metadata. The server, the schema, the REST router, the migrations and the test hooks are loops over
// the list in `backend/modules.ts`; nothing else names a module.
import type { Database } from "better-sqlite3";
import type { Router } from "express";
import type { Plugin } from "graphql-yoga";
import type { NotificationDelivery } from "./cardpay/notifications.js";
import type { Resolvers } from "./generated/resolvers-types.js";
import type { MediaFiles } from "./media/generate.js";
import type { TotalsCollector } from "./quote/totals.js";
import type { ShopServices, ShopServicesOptions } from "./services.js";
import type { TestHooks } from "./testing/hooks.js";
import type { ProductFilterRewrite } from "./catalog/product-filters.js";

/** SQL, or a function for data changes that must also reach databases seeded by an older version. */
export type Migration = string | ((db: Database, context: MigrationContext) => void);

/** What a data migration may consult besides the database it changes. */
export interface MigrationContext {
  /**
   * A new shop as the current seed writes it (in memory, made on first call, closed after the
   * migration): to tell a value still as an older seed wrote it from an owner's own.
   */
  freshShop: () => Database;
}

/**
 * One step of the database's history. `version` is the PRAGMA user_version the step brings a
 * database to: databases in use applied the steps in that order, so a step keeps its number for ever.
 * A new step takes the next free number (backend/db/migrations.ts says how).
 */
export interface ModuleMigration {
  version: number;
  /** what the step does, for people and for the ledger test */
  name: string;
  up: Migration;
}

/** One step of seeding a new database; `order` places it among every module's steps. */
export interface SeedStep {
  order: number;
  name: string;
  run: (db: Database) => void;
}

/** What a module's service factory receives: the services of the modules listed before it. */
export interface ServiceSetup {
  db: Database;
  options: ShopServicesOptions;
  /** filled in list order: a factory reads only earlier modules' services (or reads later ones lazily) */
  services: ShopServices;
  modules: readonly BackendModule[];
}

/** Magento's total collectors (sales.xml): subtotal first, grand total last, these between by sortOrder. */
export interface TotalsCollectorEntry {
  sortOrder: number;
  collector: (services: ShopServices) => TotalsCollector;
}

/** Routes under /rest/V1 and /rest/<store>/V1; JSON bodies unless rawBody (a signed notification). */
export interface RestRoutes {
  routes: (services: ShopServices) => Router;
  rawBody?: boolean;
}

/** What a module's own (non-REST, non-GraphQL) routes may need. */
export interface RouteSetup {
  services: ShopServices;
  media: MediaFiles;
  cardNotificationDelivery?: NotificationDelivery;
}

export interface TestHookSetup {
  hooks: TestHooks;
  services: ShopServices;
  db: Database;
}

/** Mounted only with createEmbeddedBackend({ testHooks: true }): production paths never see them. */
export interface ModuleTestHooks {
  routes?: (setup: TestHookSetup) => Router;
  plugins?: (hooks: TestHooks) => Plugin[];
  /** replaces services with test wrappers at creation time */
  services?: (services: ShopServices, hooks: TestHooks) => Partial<ShopServices>;
}

export interface BackendModule {
  /** the folder's name under backend/ */
  name: string;
  /** the module's GraphQL SDL (Magento's etc/schema.graphqls): types and fields it alone owns */
  schema?: URL;
  /** each field of each map is owned by this module alone (graphql/schema.ts refuses a second owner) */
  resolvers?: Resolvers[];
  migrations?: ModuleMigration[];
  seed?: SeedStep[];
  /** creates this module's services (declared by `declare module "../services.js"` in its module.ts) */
  services?: (setup: ServiceSetup) => Partial<ShopServices>;
  /**
   * Wraps an earlier module's service, right after this module's own are made, for every module
   * listed after it (Magento's around plugins in di.xml): the basket extras put the reward rule
   * around every cart write, and the session then reads carts through it.
   */
  plugins?: (services: ShopServices) => Partial<ShopServices>;
  totalsCollectors?: TotalsCollectorEntry[];
  /** narrows products()'s filter before the catalogue searches (the cross-sells' `crosssell_of`) */
  productFilters?: ProductFilterRewrite[];
  rest?: RestRoutes[];
  routes?: (setup: RouteSetup) => Router;
  /** a non-GraphQL path this module answers in process for the storefront's fetch (no socket) */
  inProcess?: (services: ShopServices, request: Request) => Response | null;
  testHooks?: ModuleTestHooks;
  /**
   * The resolver types' parents that are this module's domain objects, not Magento's types
   * (backend/codegen.ts): GraphQL type -> "file.js#Type" in this module's folder.
   */
  codegenMappers?: Record<string, string>;
}

/** Names the manifest's type once, so a module.ts reads as a declaration. */
export function defineModule<M extends BackendModule>(manifest: M): M {
  return manifest;
}

/** The module's schema file beside its manifest. */
export const schemaBeside = (moduleUrl: string) => new URL("./schema.graphqls", moduleUrl);
