// Product subscriptions (an extension; ADR 0027): a repeat delivery every 2, 4, 6 or 8 weeks.
// States: ACTIVE (has a next delivery date) <-> PAUSED (none); either -> CANCELED, which is final.
// Pausing clears the next delivery; resuming sets it to today + the frequency; a new frequency keeps
// the next delivery already planned (its parcel may be packed) and applies after it.
import type { Database } from "better-sqlite3";
import { sqlTime } from "../customer/service.js";
import { ShopError } from "../shared/errors.js";
import {
  createSubscriptionRepository,
  type NewSubscription,
  type SubscriptionRow,
  type SubscriptionStatus,
} from "./repository.js";

export const FREQUENCIES = [2, 4, 6, 8] as const;

export const SUBSCRIPTION_CANCELED = "This subscription is canceled and cannot be changed.";
export const SUBSCRIPTION_NOT_PAUSED = "Only a paused subscription can be resumed.";
export const SUBSCRIPTION_NOT_ACTIVE = "Only an active subscription can be paused.";
export const FREQUENCY_INVALID = "Choose a delivery every 2, 4, 6 or 8 weeks.";
export const subscriptionNotFound = (uid: string) => `Could not find a subscription with uid "${uid}".`;

export type { SubscriptionRow, SubscriptionStatus };

/** Magento-style uid: the id, base64 encoded. */
export const subscriptionUid = (id: number) => Buffer.from(String(id)).toString("base64");
const idOfUid = (uid: string) => {
  const id = Number(Buffer.from(uid, "base64").toString("utf8"));
  return Number.isInteger(id) && id > 0 ? id : null;
};

const dateIn = (from: Date, weeks: number) =>
  new Date(from.getTime() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

export function createSubscriptionService(db: Database) {
  const subscriptions = createSubscriptionRepository(db);

  /** One's own subscription of this store; another customer's or another store's is "not found". */
  function own(customerId: number, storeCode: string, uid: string): SubscriptionRow {
    const id = idOfUid(uid);
    const row = id === null ? undefined : subscriptions.one(id, customerId, storeCode);
    if (!row) throw new ShopError(subscriptionNotFound(uid), "no-such-entity");
    return row;
  }

  function save(row: SubscriptionRow, change: Partial<SubscriptionRow>, now: Date): SubscriptionRow {
    const next = { ...row, ...change };
    subscriptions.update(next, sqlTime(now));
    return next;
  }

  return {
    list: (customerId: number, storeCode: string) => subscriptions.list(customerId, storeCode),

    /** A new active subscription (a placed order's subscription line, subscribe-and-save.ts). */
    start(subscription: NewSubscription): void {
      subscriptions.insert(subscription);
    },
    pause(customerId: number, storeCode: string, uid: string, now = new Date()): SubscriptionRow {
      const row = own(customerId, storeCode, uid);
      if (row.status === "CANCELED") throw new ShopError(SUBSCRIPTION_CANCELED, "input");
      if (row.status !== "ACTIVE") throw new ShopError(SUBSCRIPTION_NOT_ACTIVE, "input");
      return save(row, { status: "PAUSED", next_delivery_date: null }, now);
    },
    resume(customerId: number, storeCode: string, uid: string, now = new Date()): SubscriptionRow {
      const row = own(customerId, storeCode, uid);
      if (row.status === "CANCELED") throw new ShopError(SUBSCRIPTION_CANCELED, "input");
      if (row.status !== "PAUSED") throw new ShopError(SUBSCRIPTION_NOT_PAUSED, "input");
      return save(row, { status: "ACTIVE", next_delivery_date: dateIn(now, row.frequency_weeks) }, now);
    },
    cancel(customerId: number, storeCode: string, uid: string, now = new Date()): SubscriptionRow {
      const row = own(customerId, storeCode, uid);
      if (row.status === "CANCELED") throw new ShopError(SUBSCRIPTION_CANCELED, "input");
      return save(row, { status: "CANCELED", next_delivery_date: null }, now);
    },
    changeFrequency(
      customerId: number,
      storeCode: string,
      uid: string,
      weeks: number,
      now = new Date(),
    ): SubscriptionRow {
      if (!(FREQUENCIES as readonly number[]).includes(weeks)) throw new ShopError(FREQUENCY_INVALID, "input");
      const row = own(customerId, storeCode, uid);
      if (row.status === "CANCELED") throw new ShopError(SUBSCRIPTION_CANCELED, "input");
      return save(row, { frequency_weeks: weeks }, now);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
