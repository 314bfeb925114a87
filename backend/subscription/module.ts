// Product subscriptions: the account's subscriptions, and subscribe and save on a basket line.
import { seedPerks } from "../seed/perks.js";
import { defineModule, schemaBeside } from "../manifest.js";
import { subscriptionResolvers } from "./resolvers.js";
import { perksMigration, subscribeAndSaveMigration, subscriptionStoreMigration } from "./schema.js";
import { createSubscriptionService, type SubscriptionService } from "./service.js";
import { subscribeAndSaveCollector } from "./subscribe-and-save.js";

declare module "../services.js" {
  interface ShopServices {
    subscriptions: SubscriptionService;
  }
}

export const subscriptionModule = defineModule({
  name: "subscription",
  schema: schemaBeside(import.meta.url),
  resolvers: [subscriptionResolvers],
  migrations: [
    {
      version: 12,
      name: "subscriptions, saved cards, referrals, reviews and points history",
      up: perksMigration,
    },
    {
      // The column only when missing: a test taking a database back to an older version runs the
      // later migrations again.
      version: 34,
      name: "subscribe and save: a basket line bought on subscription, every so many weeks",
      up: subscribeAndSaveMigration,
    },
    {
      version: 54,
      name: "each subscription in the store view it was taken in",
      up: subscriptionStoreMigration,
    },
  ],
  seed: [
    {
      order: 130,
      name: "the demo customers' subscriptions, saved cards, referrals and points history",
      run: seedPerks,
    },
  ],
  services: ({ db }) => ({ subscriptions: createSubscriptionService(db) }),
  // A subscription line at its subscription price, before any discount.
  totalsCollectors: [{ sortOrder: 200, collector: () => subscribeAndSaveCollector }],
});
