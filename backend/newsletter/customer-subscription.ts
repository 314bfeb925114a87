// A customer's own subscription (Magento's SubscriptionManager::subscribeCustomer), for account
// creation's is_subscribed: the guest path (service.ts) refuses an address that has an account.
// Double opt-in follows the same `newsletter/subscription/confirm` setting: a pending subscription
// gets the confirmation link, and the welcome code waits for the confirmation (service.ts confirm).
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { StoreRepository, StoreView } from "../store/repository.js";
import type { ConfirmationRequests } from "./confirmation.js";
import { createCustomerSubscriberRepository, type SubscriptionStatus } from "./repository.js";
import type { WelcomeCoupons } from "./welcome-coupon.js";

/** A customer new to the list gets the welcome code by email, as a guest does. */
export function createCustomerSubscriptions(
  db: Database,
  stores: StoreRepository,
  welcome: WelcomeCoupons | null = null,
  confirmations: ConfirmationRequests | null = null,
) {
  const subscribers = createCustomerSubscriberRepository(db);
  return {
    subscribe(
      store: StoreView,
      customerId: number,
      email: string,
      now = new Date(),
      origin = "http://localhost",
    ): SubscriptionStatus {
      const pending = stores.config(store.code)["newsletter/subscription/confirm"] === true;
      const status: SubscriptionStatus = pending ? "NOT_ACTIVE" : "SUBSCRIBED";
      const code = randomBytes(16).toString("hex");
      const row = subscribers.byEmail(email, store.code);
      if (row) subscribers.giveToCustomer(row.id, customerId, status, code);
      const id = row
        ? row.id
        : subscribers.insert(email.toLowerCase(), store.code, customerId, status, code, now.toISOString());
      if (pending) confirmations?.send(store, { id, email: email.toLowerCase(), code }, origin, now);
      else if (!row) welcome?.issue(store, email, now);
      return status;
    },
  };
}

export type CustomerSubscriptions = ReturnType<typeof createCustomerSubscriptions>;
