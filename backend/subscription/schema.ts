// Migration 12 (ADR 0027): the subscription module's table (an extension: Magento's
// core has no product subscriptions). Saved cards, referrals, reviews and the points ledger use
// migration 1's tables. A database seeded before this migration gets the perks' demo data here.
import type { Database } from "better-sqlite3";
import { seedPerks } from "../seed/perks.js";

export const SUBSCRIPTION_SCHEMA = `
  CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
    product_sku TEXT NOT NULL, product_name TEXT NOT NULL,
    product_options TEXT NOT NULL DEFAULT '[]', -- JSON list of {label, value}
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    price REAL NOT NULL, currency TEXT NOT NULL, -- each delivery's price per unit, as agreed
    frequency_weeks INTEGER NOT NULL CHECK (frequency_weeks IN (2, 4, 6, 8)),
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED', 'CANCELED')),
    next_delivery_date TEXT, -- YYYY-MM-DD; NULL unless ACTIVE
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE INDEX subscriptions_customer ON subscriptions(customer_id);
  CREATE INDEX saved_cards_customer ON saved_cards(customer_id);
  CREATE INDEX referrals_customer ON referrals(customer_id);
  CREATE INDEX reviews_customer ON reviews(customer_id);
`;

const isSeeded = (db: Database) => (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;

export function perksMigration(db: Database): void {
  db.exec(SUBSCRIPTION_SCHEMA);
  if (isSeeded(db)) seedPerks(db);
}

/** seed() calls it for a new database (backend/seed/index.ts imports it from here). */
export { seedPerks } from "../seed/perks.js";

/** Subscribe and save: the weeks of a basket line bought on subscription (the column only when missing). */
export function subscribeAndSaveMigration(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('cart_items')").pluck().all();
  if (!columns.includes("subscription_weeks")) db.exec("ALTER TABLE cart_items ADD COLUMN subscription_weeks INTEGER");
}

/**
 * Each subscription's store view: the store that delivers and charges it, in the currency agreed.
 * A subscription a database already holds gets the store of the order that started it (same
 * customer, currency and moment), else the customer's own store if it is priced in that currency,
 * else the first store that is (the demo's, seeded in pounds without an order, are the UK store's).
 * Re-runnable: the column and its values only when the column is missing.
 */
export function subscriptionStoreMigration(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('subscriptions')").pluck().all();
  if (columns.includes("store_code")) return;
  // The default is the UK store's: the seed's subscriptions (in pounds) name no store.
  db.exec("ALTER TABLE subscriptions ADD COLUMN store_code TEXT NOT NULL DEFAULT 'default'");
  db.exec(`
    UPDATE subscriptions SET store_code = COALESCE(
      (SELECT o.store_code FROM orders o
        WHERE o.customer_id = subscriptions.customer_id AND o.currency = subscriptions.currency
          AND o.created_at = subscriptions.created_at ORDER BY o.id DESC LIMIT 1),
      (SELECT v.code FROM customers c JOIN store_views v ON v.code = c.store_code
        WHERE c.id = subscriptions.customer_id AND v.base_currency = subscriptions.currency),
      (SELECT v.code FROM store_views v WHERE v.base_currency = subscriptions.currency ORDER BY v.id LIMIT 1),
      'default')`);
}
