// A customer's own subscription (Magento's SubscriptionManager::subscribeCustomer), for account
// creation's is_subscribed: the guest path (service.ts) refuses an address that has an account.
// Double opt-in follows the same `newsletter/subscription/confirm` setting.
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { StoreRepository, StoreView } from "../store/repository.js";
import { createCustomerSubscriberRepository, type SubscriptionStatus } from "./repository.js";
import type { WelcomeCoupons } from "./welcome-coupon.js";

/** A customer new to the list gets the welcome code by email, as a guest does. */
export function createCustomerSubscriptions(
  db: Database,
  stores: StoreRepository,
  welcome: WelcomeCoupons | null = null,
) {
  const subscribers = createCustomerSubscriberRepository(db);
  return {
    subscribe(store: StoreView, customerId: number, email: string, now = new Date()): SubscriptionStatus {
      const status: SubscriptionStatus =
        stores.config(store.code)["newsletter/subscription/confirm"] === true ? "NOT_ACTIVE" : "SUBSCRIBED";
      const code = randomBytes(16).toString("hex");
      const row = subscribers.byEmail(email, store.code);
      if (row) subscribers.giveToCustomer(row.id, customerId, status, code);
      else subscribers.insert(email.toLowerCase(), store.code, customerId, status, code, now.toISOString());
      if (!row) welcome?.issue(store, email, now);
      return status;
    },
  };
}

export type CustomerSubscriptions = ReturnType<typeof createCustomerSubscriptions>;
