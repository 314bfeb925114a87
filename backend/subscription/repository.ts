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
  /** the store view it was taken in: delivered and charged by that store, in its currency */
  store_code: string;
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
  storeCode: string;
  frequencyWeeks: number;
  nextDeliveryDate: string;
  at: string;
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

// A store's subscriptions are those taken in a store view of its website, as Magento lists a
// customer's orders of the current website only: each is charged in the currency of the store it
// was taken in, so another store never shows it in a currency of its own.
const OF_WEBSITE = `store_code IN (SELECT code FROM store_views WHERE website_id =
  (SELECT website_id FROM store_views WHERE code = @storeCode))`;

export function createSubscriptionRepository(db: Database) {
  const list = db.prepare(
    `SELECT * FROM subscriptions WHERE customer_id = @customerId AND ${OF_WEBSITE} ORDER BY created_at DESC, id DESC`,
  );
  const one = db.prepare(`SELECT * FROM subscriptions WHERE id = @id AND customer_id = @customerId AND ${OF_WEBSITE}`);
  const update = db.prepare(
    "UPDATE subscriptions SET status = ?, frequency_weeks = ?, next_delivery_date = ?, updated_at = ? WHERE id = ?",
  );
  const insert = db.prepare(`INSERT INTO subscriptions (customer_id, product_sku, product_name, product_options,
    quantity, price, currency, store_code, frequency_weeks, status, next_delivery_date, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'ACTIVE', ?, ?, ?)`);

  return {
    /** the customer's subscriptions taken in this store's website, newest first */
    list: (customerId: number, storeCode: string) => list.all({ customerId, storeCode }) as SubscriptionRow[],
    /** the customer's own subscription of that id, taken in this store's website */
    one: (id: number, customerId: number, storeCode: string) =>
      one.get({ id, customerId, storeCode }) as SubscriptionRow | undefined,
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
        s.storeCode,
        s.frequencyWeeks,
        s.nextDeliveryDate,
        s.at,
        s.at,
      );
    },
  };
}
