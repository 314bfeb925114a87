// The reward module's tables beyond migration 1's ledger: the points-to-money rate of each website
// (Magento Reward's magento_reward_rate, redemption direction), and an index for balances.
import type { Database } from "better-sqlite3";
import { createRewardService } from "./service.js";

export const REWARD_SCHEMA = `
  CREATE TABLE reward_rates (
    website_id INTEGER PRIMARY KEY REFERENCES websites(id),
    points INTEGER NOT NULL CHECK (points > 0),
    currency_amount REAL NOT NULL CHECK (currency_amount > 0) -- in the website's base currency
  );
  CREATE INDEX reward_points_ledger_customer ON reward_points_ledger(customer_id, status);
`;

export function createRewardSchema(db: Database): void {
  db.exec(REWARD_SCHEMA);
}

/**
 * Shops from before the owner's invoice, cancel and refund settled an order's points: the points an
 * invoiced order gathered count from its first invoice on; a cancelled or refunded order's gathered
 * points are cancelled and those spent on it come back, as the commands now do (the service's rule:
 * points already spent elsewhere stay spent). Each step touches only entries still open: re-runnable.
 */
export function orderPointsMigration(db: Database): void {
  db.exec(`
    UPDATE reward_points_ledger SET status = 'valid', available_from = (
      SELECT MIN(i.created_at) FROM invoices i WHERE i.order_id = reward_points_ledger.order_id)
    WHERE type = 'gathered' AND status = 'unvalidated' AND order_id IN (
      SELECT o.id FROM orders o WHERE o.status IN ('processing', 'complete')
        AND EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id))
  `);
  const settled = db
    .prepare(
      `SELECT DISTINCT o.id, o.customer_id FROM orders o JOIN reward_points_ledger l ON l.order_id = o.id
       WHERE o.status IN ('canceled', 'closed') AND l.type IN ('gathered', 'redeemed')
         AND l.status IN ('valid', 'unvalidated') ORDER BY o.id`,
    )
    .all() as Array<{ id: number; customer_id: number | null }>;
  const closedOf = db.prepare("SELECT id FROM orders WHERE customer_id = ? AND status IN ('canceled', 'closed')");
  const reward = createRewardService(db);
  for (const order of settled)
    reward.cancelOrderPoints(
      order.id,
      new Date(),
      order.customer_id === null ? [] : (closedOf.pluck().all(order.customer_id) as number[]),
    );
}
