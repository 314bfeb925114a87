// Back-in-stock alert subscriptions (Magento's product_alert_stock): one row per email and product,
// `sent_at` set once the alert went out, cleared when the shopper subscribes again.
import type { Database } from "better-sqlite3";

export interface StockAlertRow {
  id: number;
  product_id: number;
  email: string;
  customer_id: number | null;
  store_code: string;
}

export function createStockAlertRepository(db: Database) {
  const insert = db.prepare(
    `INSERT INTO stock_alerts (product_id, email, customer_id, store_code, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (product_id, email) DO UPDATE SET sent_at = NULL, store_code = excluded.store_code,
       customer_id = COALESCE(excluded.customer_id, stock_alerts.customer_id)`,
  );
  const waiting = db.prepare(
    "SELECT id, product_id, email, customer_id, store_code FROM stock_alerts WHERE product_id = ? AND sent_at IS NULL ORDER BY id",
  );
  const markSent = db.prepare("UPDATE stock_alerts SET sent_at = ? WHERE id = ?");
  const count = db.prepare("SELECT COUNT(*) AS n FROM stock_alerts WHERE product_id = ? AND email = ? COLLATE NOCASE");
  const setStock = db.prepare(
    `INSERT INTO stock (product_id, qty, is_in_stock) VALUES (?, ?, ?)
     ON CONFLICT (product_id) DO UPDATE SET qty = excluded.qty, is_in_stock = excluded.is_in_stock`,
  );
  return {
    /** Subscribes (or subscribes again: a sent alert waits for the next restock). */
    subscribe: (productId: number, email: string, customerId: number | null, storeCode: string, now: Date) =>
      insert.run(productId, email, customerId, storeCode, now.toISOString()),
    waiting: (productId: number) => waiting.all(productId) as StockAlertRow[],
    markSent: (id: number, now: Date) => markSent.run(now.toISOString(), id),
    /** How many rows hold this email for this product (0 or 1: the table's unique key). */
    subscriptions: (productId: number, email: string) => (count.get(productId, email) as { n: number }).n,
    setStock: (productId: number, qty: number) => setStock.run(productId, qty, qty > 0 ? 1 : 0),
    transaction: <T>(fn: () => T) => db.transaction(fn)(),
  };
}

export type StockAlertRepository = ReturnType<typeof createStockAlertRepository>;
