// Migration 56: credit memos (Magento's sales_creditmemo), what a refund paid back and when. Before
// it a refund only marked the items refunded and closed the order, so the shopper's order page could
// not say how much came back or on which day.
import type { Database } from "better-sqlite3";

/** The tables, made only where missing: the demo seed of an older database writes them too. */
export function createCreditMemoTables(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS credit_memos (
      id INTEGER PRIMARY KEY, increment_id TEXT NOT NULL UNIQUE, order_id INTEGER NOT NULL REFERENCES orders(id),
      subtotal REAL NOT NULL, shipping_amount REAL NOT NULL, discount_amount REAL NOT NULL,
      tax_amount REAL NOT NULL, grand_total REAL NOT NULL,
      created_at TEXT -- null: refunded before credit memos were kept, on a day nothing recorded
    );
    CREATE INDEX IF NOT EXISTS credit_memos_order ON credit_memos(order_id);
    CREATE TABLE IF NOT EXISTS credit_memo_items (
      credit_memo_id INTEGER NOT NULL REFERENCES credit_memos(id),
      order_item_id INTEGER NOT NULL REFERENCES order_items(id),
      qty REAL NOT NULL, PRIMARY KEY (credit_memo_id, order_item_id)
    );
  `);
}

/**
 * The tables, and a credit memo for each order refunded before them: everything invoiced came back
 * (the owner's refund was always of the whole order), on the day the refund email went out where
 * the outbox still has it. An order that has its credit memo is left alone: re-runnable.
 */
export function creditMemosMigration(db: Database): void {
  createCreditMemoTables(db);
  const refunded = db
    .prepare(
      `SELECT o.id, o.increment_id, o.store_code, o.email FROM orders o
       WHERE o.status = 'closed'
         AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.qty_refunded > 0)
         AND NOT EXISTS (SELECT 1 FROM credit_memos c WHERE c.order_id = o.id)
       ORDER BY o.id`,
    )
    .all() as Array<{ id: number; increment_id: string; store_code: string; email: string }>;
  const invoiced = db.prepare(
    `SELECT COALESCE(SUM(subtotal), 0) AS subtotal, COALESCE(SUM(shipping_amount), 0) AS shipping,
       COALESCE(SUM(discount_amount), 0) AS discount, COALESCE(SUM(tax_amount), 0) AS tax,
       COALESCE(SUM(grand_total), 0) AS grand FROM invoices WHERE order_id = ?`,
  );
  const refundEmail = db.prepare(
    `SELECT MIN(created_at) FROM mail_outbox WHERE kind = 'refund' AND store_code = ?
       AND recipient = ? COLLATE NOCASE AND subject LIKE '%' || ? || '%'`,
  );
  const nextNumber = db.prepare(
    "SELECT printf('%09d', COALESCE(MAX(CAST(increment_id AS INTEGER)), 0) + 1) FROM credit_memos",
  );
  const insertMemo = db.prepare(`INSERT INTO credit_memos (increment_id, order_id, subtotal, shipping_amount,
    discount_amount, tax_amount, grand_total, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertItems = db.prepare(`INSERT INTO credit_memo_items (credit_memo_id, order_item_id, qty)
    SELECT ?, id, qty_refunded FROM order_items WHERE order_id = ? AND qty_refunded > 0`);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  for (const order of refunded) {
    const sums = invoiced.get(order.id) as {
      subtotal: number;
      shipping: number;
      discount: number;
      tax: number;
      grand: number;
    };
    const day = (refundEmail.pluck().get(order.store_code, order.email, order.increment_id) as string | null) ?? null;
    const memoId = Number(
      insertMemo.run(
        nextNumber.pluck().get() as string,
        order.id,
        round2(sums.subtotal),
        round2(sums.shipping),
        round2(sums.discount),
        round2(sums.tax),
        round2(sums.grand),
        day,
      ).lastInsertRowid,
    );
    insertItems.run(memoId, order.id);
  }
}
