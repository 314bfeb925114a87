// Store views, currencies, exchange rates and store configuration.
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

/** Store data changes only through migrations/seed, so it is read once per backend instance. */
export class StoreRepository {
  private stores: StoreView[];
  private currencies: Map<string, CurrencyRow>;
  private rates: Map<string, number>;
  private configCache = new Map<string, Record<string, unknown>>();

  constructor(private db: Database) {
    this.stores = (
      db
        .prepare(
          `SELECT s.*, w.code AS website_code, w.name AS website_name FROM store_views s JOIN websites w ON w.id = s.website_id ORDER BY s.sort_order`,
        )
        .all() as Array<Record<string, unknown>>
    ).map((r) => ({
      ...(r as unknown as StoreView),
      allowed_currencies: String(r.allowed_currencies).split(","),
      allowed_countries: String(r.allowed_countries).split(","),
      is_default: r.is_default === 1,
    }));
    this.currencies = new Map((db.prepare("SELECT * FROM currencies").all() as CurrencyRow[]).map((c) => [c.code, c]));
    this.rates = new Map(
      (
        db.prepare("SELECT currency_from, currency_to, rate FROM currency_rates").all() as Array<{
          currency_from: string;
          currency_to: string;
          rate: number;
        }>
      ).map((r) => [`${r.currency_from}>${r.currency_to}`, r.rate]),
    );
  }

  all(): StoreView[] {
    return this.stores;
  }
  byCode(code: string): StoreView | undefined {
    return this.stores.find((s) => s.code === code);
  }
  currency(code: string): CurrencyRow | undefined {
    return this.currencies.get(code);
  }
  /** Rate to convert an amount in `from` into `to`. */
  rate(from: string, to: string): number {
    if (from === to) return 1;
    const r = this.rates.get(`${from}>${to}`);
    if (r === undefined) throw new Error(`No exchange rate ${from} -> ${to}`);
    return r;
  }
  ratesFrom(from: string): Array<{ currency_to: string; rate: number }> {
    return [...this.currencies.keys()]
      .filter((c) => c === from || this.rates.has(`${from}>${c}`))
      .map((c) => ({ currency_to: c, rate: this.rate(from, c) }));
  }

  /** Store configuration: defaults (scope '') overlaid with the store's own values. */
  config(storeCode: string): Record<string, unknown> {
    let cfg = this.configCache.get(storeCode);
    if (!cfg) {
      cfg = {};
      const rows = this.db
        .prepare("SELECT scope_code, path, value FROM config WHERE scope_code IN ('', ?) ORDER BY scope_code = '' DESC")
        .all(storeCode) as Array<{ path: string; value: string }>;
      for (const r of rows) cfg[r.path] = JSON.parse(r.value);
      this.configCache.set(storeCode, cfg);
    }
    return cfg;
  }
}
