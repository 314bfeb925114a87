// Store views, currencies, exchange rates and store configuration (Magento's Store and Directory
// modules). Store views, currencies and rates change only through migrations and the seed, so they
// are read once per database; the configuration is kept until the owner changes a setting
// (`forgetConfig`, when every page is dropped: Magento's full purge on a configuration change).
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";

export interface StoreView {
  id: number;
  code: string;
  website_id: number;
  website_code: string;
  website_name: string;
  name: string;
  locale: string;
  lang: string;
  path_prefix: string;
  base_currency: string;
  default_display_currency: string;
  allowed_currencies: string[];
  timezone: string;
  default_country: string;
  allowed_countries: string[];
  vat_rate: number;
  vat_label: string;
  sort_order: number;
  is_default: boolean;
}

export interface CurrencyRow {
  code: string;
  symbol: string;
  decimal_symbol: string;
  thousands_symbol: string;
  pattern: string;
  precision: number;
}

/** Store configuration (core_config_data): path -> value, store values over the defaults. */
export type StoreConfigValues = Record<string, unknown>;

export interface StoreRepository {
  all(): StoreView[];
  byCode(code: string): StoreView | undefined;
  currency(code: string): CurrencyRow | undefined;
  /** Rate to convert an amount in `from` into `to`; throws when the shop has none. */
  rate(from: string, to: string): number;
  config(storeCode: string): StoreConfigValues;
  /** One setting's value in each scope that sets it ('' the default scope, else a store view's code). */
  configInEveryScope(path: string): Array<{ scope: string; value: unknown }>;
  /** Sets one setting in one scope; the running process reads it after `forgetConfig`. */
  setConfig(scope: string, path: string, value: unknown): void;
  /** Drops the settings kept in this process: the next `config` reads them again. */
  forgetConfig(): void;
  /**
   * The salt of X-Magento-Cache-Id (graphql/cache-id.ts), kept at the default scope under Magento's
   * path: made at random by the first process that asks, then the same for every process.
   */
  graphqlIdSalt(): string;
}

const ID_SALT_PATH = "cache/graphql/id_salt";

export function createStoreRepository(db: Database): StoreRepository {
  const stores = (
    db
      .prepare(
        `SELECT s.*, w.code AS website_code, w.name AS website_name FROM store_views s JOIN websites w ON w.id = s.website_id ORDER BY s.sort_order`,
      )
      .all() as Array<Record<string, unknown>>
  ).map((r): StoreView => ({
    ...(r as unknown as StoreView),
    allowed_currencies: String(r.allowed_currencies).split(","),
    allowed_countries: String(r.allowed_countries).split(","),
    is_default: r.is_default === 1,
  }));
  const currencies = new Map((db.prepare("SELECT * FROM currencies").all() as CurrencyRow[]).map((c) => [c.code, c]));
  const rates = new Map(
    (
      db.prepare("SELECT currency_from, currency_to, rate FROM currency_rates").all() as Array<{
        currency_from: string;
        currency_to: string;
        rate: number;
      }>
    ).map((r) => [`${r.currency_from}>${r.currency_to}`, r.rate]),
  );
  const configRows = db.prepare(
    "SELECT scope_code, path, value FROM config WHERE scope_code IN ('', ?) ORDER BY scope_code = '' DESC",
  );
  const configCache = new Map<string, StoreConfigValues>();
  const scopesOfPath = db.prepare("SELECT scope_code, value FROM config WHERE path = ? ORDER BY scope_code");
  const writeConfig = db.prepare("INSERT OR REPLACE INTO config (scope_code, path, value) VALUES (?, ?, ?)");
  const keepSalt = db.prepare("INSERT OR IGNORE INTO config (scope_code, path, value) VALUES ('', ?, ?)");
  const keptSalt = db.prepare("SELECT value FROM config WHERE scope_code = '' AND path = ?");

  return {
    all: () => stores,
    byCode: (code) => stores.find((s) => s.code === code),
    currency: (code) => currencies.get(code),
    rate(from, to) {
      if (from === to) return 1;
      const r = rates.get(`${from}>${to}`);
      if (r === undefined) throw new Error(`No exchange rate ${from} -> ${to}`);
      return r;
    },
    config(storeCode) {
      let cfg = configCache.get(storeCode);
      if (!cfg) {
        cfg = {};
        for (const r of configRows.all(storeCode) as Array<{ path: string; value: string }>) {
          // a secret, not a setting: no answer may carry it
          if (r.path === ID_SALT_PATH) continue;
          cfg[r.path] = JSON.parse(r.value);
        }
        configCache.set(storeCode, cfg);
      }
      return cfg;
    },
    configInEveryScope: (path) =>
      (scopesOfPath.all(path) as Array<{ scope_code: string; value: string }>).map((r) => ({
        scope: r.scope_code,
        value: JSON.parse(r.value),
      })),
    setConfig(scope, path, value) {
      writeConfig.run(scope, path, JSON.stringify(value));
      configCache.clear();
    },
    forgetConfig: () => configCache.clear(),
    graphqlIdSalt() {
      keepSalt.run(ID_SALT_PATH, JSON.stringify(randomBytes(32).toString("base64url")));
      return JSON.parse((keptSalt.get(ID_SALT_PATH) as { value: string }).value) as string;
    },
  };
}
