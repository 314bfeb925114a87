// Reward points persistence (Magento Reward): the points ledger, each website's points rate and the
// points a cart asks to spend (carts.reward_points_used).
import type { Database } from "better-sqlite3";

/** points -> base currency: `points` are worth `currency_amount` of the website's base currency. */
export interface RewardRate {
  points: number;
  currency_amount: number;
}

export interface LedgerRow {
  id: number;
  points: number;
  type: string;
  status: string;
  inserted_at: string;
  available_from: string | null;
  available_until: string | null;
}

/** A ledger entry as the customer's history shows it: with the number of their order it is of. */
export interface HistoryRow extends LedgerRow {
  /** null for an entry of no order of the customer's own (a review, a referral, an adjustment) */
  order_number: string | null;
}

/** One ledger entry: points earned (positive) or spent (negative), for an order or not. */
export interface NewLedgerEntry {
  customerId: number;
  points: number;
  type: "redeemed" | "gathered" | "referral";
  status: "valid" | "unvalidated" | "canceled";
  orderId: number | null;
  insertedAt: string;
  availableFrom: string | null;
}

export type RewardRepository = ReturnType<typeof createRewardRepository>;

export function createRewardRepository(db: Database) {
  const balanceOf = db.prepare(`SELECT COALESCE(SUM(points), 0) AS points FROM reward_points_ledger
    WHERE customer_id = ? AND status = 'valid'
      AND (available_from IS NULL OR available_from <= ?) AND (available_until IS NULL OR available_until > ?)`);
  const rateOf = db.prepare("SELECT points, currency_amount FROM reward_rates WHERE website_id = ?");
  const setUsed = db.prepare("UPDATE carts SET reward_points_used = ?, updated_at = ? WHERE id = ?");
  // Only an order's own points name it, and only the customer's own order: a referral's entry is
  // of the friend's order, which is not the referrer's to see.
  const ledgerOf = db.prepare(`SELECT l.id, l.points, l.type, l.status, l.inserted_at, l.available_from,
      l.available_until, o.increment_id AS order_number
    FROM reward_points_ledger l
    LEFT JOIN orders o ON o.id = l.order_id AND o.customer_id = l.customer_id AND l.type IN ('gathered', 'redeemed')
    WHERE l.customer_id = ? ORDER BY l.inserted_at DESC, l.id DESC`);
  const insertEntry = db.prepare(`INSERT INTO reward_points_ledger (customer_id, points, type, status, order_id,
    inserted_at, available_from) VALUES (?, ?, ?, ?, ?, ?, ?)`);

  const entriesOfOrder = db.prepare(`SELECT id, customer_id, points, type, status, inserted_at, available_from,
    available_until FROM reward_points_ledger WHERE order_id = ? AND type IN ('gathered', 'redeemed') ORDER BY id`);
  const validate = db.prepare(`UPDATE reward_points_ledger SET status = 'valid', available_from = ?
    WHERE id = ? AND status = 'unvalidated'`);
  const cancel = db.prepare("UPDATE reward_points_ledger SET status = 'canceled' WHERE id = ?");
  const setPoints = db.prepare("UPDATE reward_points_ledger SET points = ? WHERE id = ?");
  const canceledOfOrder = db
    .prepare(
      `SELECT COALESCE(SUM(points), 0) FROM reward_points_ledger
    WHERE order_id = ? AND type = 'gathered' AND status = 'canceled'`,
    )
    .pluck();

  return {
    /** An order's own entries: the points it gathered and those spent on it. */
    entriesOfOrder: (orderId: number) => entriesOfOrder.all(orderId) as Array<LedgerRow & { customer_id: number }>,
    /** Makes an unvalidated entry count from `at` on. */
    validate(entryId: number, at: string): void {
      validate.run(at, entryId);
    },
    cancel(entryId: number): void {
      cancel.run(entryId);
    },
    setPoints(entryId: number, points: number): void {
      setPoints.run(points, entryId);
    },
    /** The sum of the valid entries available at `at` (may be negative after an expiry). */
    validPoints: (customerId: number, at: string): number =>
      (balanceOf.get(customerId, at, at) as { points: number }).points,
    rate: (websiteId: number): RewardRate | undefined => rateOf.get(websiteId) as RewardRate | undefined,
    setPointsUsed(cartId: number, points: number, at: string): void {
      setUsed.run(points, at, cartId);
    },
    /** Of the points the order gathered, those cancelled (taken back when it was cancelled or refunded). */
    gatheredCanceled: (orderId: number): number => canceledOfOrder.get(orderId) as number,
    /** newest first */
    ledger: (customerId: number): HistoryRow[] => ledgerOf.all(customerId) as HistoryRow[],
    addEntry(e: NewLedgerEntry): void {
      insertEntry.run(e.customerId, e.points, e.type, e.status, e.orderId, e.insertedAt, e.availableFrom);
    },
  };
}
