// Migration 16 (ADR 0030): what placing orders needs.
// - One order per cart: a unique index on orders.cart_id makes a second placement of the same cart
//   impossible even if two requests raced past the idempotency check (place-order.ts).
// - The order keeps its payment's title and facts (PaymentRecord) and the points it spent.
// - The seed's one-unit product of the stock race, plenty of the checkout specs' product, and the
//   terms-consent flag per store view.
import type { Database } from "better-sqlite3";
import { CHECKOUT_SPEC_PRODUCT, LAST_UNIT_PRODUCT, TERMS_CONSENT_OFF_STORES } from "../seed/fixtures-checkout.js";
import { BANK_TRANSFER_SEED } from "./bank-transfer.js";
import { TERMS_CONSENT_PATH } from "./terms.js";

export function orderPlacementMigration(db: Database): void {
  db.exec(`
    CREATE UNIQUE INDEX orders_cart ON orders(cart_id) WHERE cart_id IS NOT NULL;
    ALTER TABLE orders ADD COLUMN payment_title TEXT;
    ALTER TABLE orders ADD COLUMN payment_additional TEXT; -- JSON: card brand, last 4, reference; never a number
    ALTER TABLE orders ADD COLUMN points_spent INTEGER NOT NULL DEFAULT 0;
  `);
  // A database seeded before this migration gets the same data as a new one.
  const seeded = (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;
  if (seeded) seedOrderPlacement(db);
}

/**
 * Migration 20: what the points spent on an order took off it, in the order's currency, so the order
 * shows them as points and not as a discount. Orders placed before it keep them in their discount.
 */
export function orderPointsMigration(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('orders')").all() as Array<{ name: string }>;
  // (a test that rewinds user_version to run a migration again keeps the later columns)
  if (!columns.some((c) => c.name === "points_amount"))
    db.exec("ALTER TABLE orders ADD COLUMN points_amount REAL NOT NULL DEFAULT 0");
}

export function seedOrderPlacement(db: Database): void {
  const setStock = db.prepare(
    "UPDATE stock SET qty = ?, is_in_stock = ? WHERE product_id = (SELECT id FROM products WHERE sku = ?)",
  );
  setStock.run(LAST_UNIT_PRODUCT.qty, 1, LAST_UNIT_PRODUCT.sku);
  setStock.run(CHECKOUT_SPEC_PRODUCT.qty, 1, CHECKOUT_SPEC_PRODUCT.sku);
  const config = db.prepare("INSERT OR REPLACE INTO config (scope_code, path, value) VALUES (?, ?, ?)");
  config.run("", TERMS_CONSENT_PATH, "true");
  for (const store of TERMS_CONSENT_OFF_STORES) config.run(store, TERMS_CONSENT_PATH, "false");
}

/** The migration: the seed's payee and accounts for a new database and for one seeded before. */
export function bankTransferMigration(db: Database): void {
  const insert = db.prepare("INSERT OR IGNORE INTO config (scope_code, path, value) VALUES ('', ?, ?)");
  for (const [path, value] of Object.entries(BANK_TRANSFER_SEED)) insert.run(path, JSON.stringify(value));
}
