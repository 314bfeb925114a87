// Newsletter subscribers (Magento's newsletter_subscriber) and the customer accounts they may clash with.
import type { Database } from "better-sqlite3";

export type SubscriptionStatus = "NOT_ACTIVE" | "SUBSCRIBED" | "UNSUBSCRIBED" | "UNCONFIRMED";

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

export function createNewsletterRepository(db: Database) {
  const customer = db.prepare("SELECT id FROM customers WHERE website_id = ? AND email = ? COLLATE NOCASE");
  const subscriber = db.prepare("SELECT id, status FROM newsletter_subscribers WHERE email = ? AND store_code = ?");
  const byId = db.prepare(
    "SELECT id, email, store_code, customer_id, status, confirm_code FROM newsletter_subscribers WHERE id = ?",
  );
  const update = db.prepare("UPDATE newsletter_subscribers SET status = ?, confirm_code = ? WHERE id = ?");
  const insert = db.prepare(
    "INSERT INTO newsletter_subscribers (email, store_code, customer_id, status, confirm_code, created_at) VALUES (?, ?, NULL, ?, ?, ?)",
  );
  return {
    isCustomerEmail: (websiteId: number, email: string) => customer.get(websiteId, email) !== undefined,
    subscriber: (email: string, storeCode: string) =>
      subscriber.get(email, storeCode) as { id: number; status: SubscriptionStatus } | undefined,
    updateStatus: (id: number, status: SubscriptionStatus, confirmCode: string) => {
      update.run(status, confirmCode, id);
    },
    /** Adds a guest's subscription; its id. */
    addGuest: (email: string, storeCode: string, status: SubscriptionStatus, confirmCode: string) =>
      Number(insert.run(email, storeCode, status, confirmCode, new Date().toISOString()).lastInsertRowid),
    /** A subscription by id, with what its confirmation link is checked against. */
    byId: (id: number) =>
      byId.get(id) as
        | {
            id: number;
            email: string;
            store_code: string;
            customer_id: number | null;
            status: SubscriptionStatus;
            confirm_code: string | null;
          }
        | undefined,
  };
}

/** A customer's own row of the list (account creation's is_subscribed). */
export function createCustomerSubscriberRepository(db: Database) {
  const existing = db.prepare(
    "SELECT id FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE AND store_code = ?",
  );
  const update = db.prepare(
    "UPDATE newsletter_subscribers SET customer_id = ?, status = ?, confirm_code = ? WHERE id = ?",
  );
  const insert = db.prepare(`INSERT INTO newsletter_subscribers (email, store_code, customer_id, status, confirm_code,
    created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  return {
    byEmail: (email: string, storeCode: string) => existing.get(email, storeCode) as { id: number } | undefined,
    giveToCustomer(id: number, customerId: number, status: SubscriptionStatus, confirmCode: string): void {
      update.run(customerId, status, confirmCode, id);
    },
    insert(
      email: string,
      storeCode: string,
      customerId: number,
      status: SubscriptionStatus,
      confirmCode: string,
      createdAt: string,
    ): number {
      return Number(insert.run(email, storeCode, customerId, status, confirmCode, createdAt).lastInsertRowid);
    },
  };
}

/** The welcome codes given, one per address ever (newsletter_welcome_coupons). */
export function createWelcomeCouponRepository(db: Database) {
  const given = db.prepare("SELECT 1 FROM newsletter_welcome_coupons WHERE email = ?");
  const record = db.prepare(
    "INSERT INTO newsletter_welcome_coupons (email, store_code, coupon_id, created_at) VALUES (?, ?, ?, ?)",
  );
  return {
    /** Has the address had its welcome code (the case ignored)? */
    given: (email: string) => given.get(email) !== undefined,
    record: (email: string, storeCode: string, couponId: number, createdAt: string) => {
      record.run(email, storeCode, couponId, createdAt);
    },
  };
}

/** The subscription the account page switches on and off (updateCustomerV2's is_subscribed). */
export function createProfileSubscriberRepository(db: Database) {
  const subscriber = db.prepare(
    "SELECT id FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE AND store_code = ?",
  );
  const subscribe = db.prepare(
    "UPDATE newsletter_subscribers SET status = 'SUBSCRIBED', customer_id = ?, firstname = ? WHERE id = ?",
  );
  const addSubscriber = db.prepare(`INSERT INTO newsletter_subscribers (email, store_code, customer_id, firstname,
    status, created_at) VALUES (?, ?, ?, ?, 'SUBSCRIBED', ?)`);
  const unsubscribe = db.prepare(
    "UPDATE newsletter_subscribers SET status = 'UNSUBSCRIBED' WHERE (customer_id = ? OR email = ? COLLATE NOCASE) AND status != 'UNSUBSCRIBED'",
  );
  return {
    /** The address's row in this store view (the case ignored). */
    subscriber: (email: string, storeCode: string) => subscriber.get(email, storeCode) as { id: number } | undefined,
    subscribe: (subscriberId: number, customerId: number, firstname: string) => {
      subscribe.run(customerId, firstname, subscriberId);
    },
    addSubscriber: (email: string, storeCode: string, customerId: number, firstname: string, createdAt: string) => {
      addSubscriber.run(email, storeCode, customerId, firstname, createdAt);
    },
    /** The customer's subscriptions (by account or by address) end. */
    unsubscribe: (customerId: number, email: string) => {
      unsubscribe.run(customerId, email);
    },
  };
}
