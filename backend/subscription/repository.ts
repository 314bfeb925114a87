// Subscription persistence: each customer's repeat deliveries.
import type { Database } from "better-sqlite3";

export type SubscriptionStatus = "ACTIVE" | "PAUSED" | "CANCELED";

export interface SubscriptionRow {
  id: number;
  customer_id: number;
  product_sku: string;
  product_name: string;
  product_options: string;
  quantity: number;
  price: number;
  currency: string;
  frequency_weeks: number;
  status: SubscriptionStatus;
  next_delivery_date: string | null;
  created_at: string;
}

export interface NewSubscription {
  customerId: number;
  sku: string;
  name: string;
  /** JSON list of {label, value} */
  options: string;
  quantity: number;
  price: number;
  currency: string;
  frequencyWeeks: number;
  nextDeliveryDate: string;
  at: string;
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

export function createSubscriptionRepository(db: Database) {
  const list = db.prepare("SELECT * FROM subscriptions WHERE customer_id = ? ORDER BY created_at DESC, id DESC");
  const one = db.prepare("SELECT * FROM subscriptions WHERE id = ? AND customer_id = ?");
  const update = db.prepare(
    "UPDATE subscriptions SET status = ?, frequency_weeks = ?, next_delivery_date = ?, updated_at = ? WHERE id = ?",
  );
  const insert = db.prepare(`INSERT INTO subscriptions (customer_id, product_sku, product_name, product_options,
    quantity, price, currency, frequency_weeks, status, next_delivery_date, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'ACTIVE', ?, ?, ?)`);

  return {
    list: (customerId: number) => list.all(customerId) as SubscriptionRow[],
    /** the customer's own subscription of that id */
    one: (id: number, customerId: number) => one.get(id, customerId) as SubscriptionRow | undefined,
    update(row: Pick<SubscriptionRow, "id" | "status" | "frequency_weeks" | "next_delivery_date">, at: string): void {
      update.run(row.status, row.frequency_weeks, row.next_delivery_date, at, row.id);
    },
    insert(s: NewSubscription): void {
      insert.run(
        s.customerId,
        s.sku,
        s.name,
        s.options,
        s.quantity,
        s.price,
        s.currency,
        s.frequencyWeeks,
        s.nextDeliveryDate,
        s.at,
        s.at,
      );
    },
  };
}
