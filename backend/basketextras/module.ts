// The shop's basket extras: personalised offers, the reward product, supersize upgrades.
import { defineModule, schemaBeside } from "../manifest.js";
import { seedBasketExtras } from "../seed/basket-extras.js";
import { basketExtrasResolvers } from "./resolvers.js";
import {
  bundleRewardMigration,
  migrateBasketExtras,
  supersizeTextsMigration,
  welcomeOfferWordsMigration,
} from "./schema.js";
import { createBasketExtrasService, type BasketExtrasService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    basketExtras: BasketExtrasService;
  }
}

export const basketExtrasModule = defineModule({
  name: "basketextras",
  schema: schemaBeside(import.meta.url),
  resolvers: [basketExtrasResolvers],
  migrations: [
    {
      version: 7,
      name: "basket extras: personalised offers, the reward-product rule, declined rewards, supersize upgrades",
      up: migrateBasketExtras,
    },
    {
      version: 13,
      name: "the reward rule's bundle gift, for a database seeded before it",
      up: bundleRewardMigration,
    },
    {
      version: 32,
      name: "the supersize offer says what the line costs more and what a kg costs less",
      up: supersizeTextsMigration,
    },
    {
      version: 48,
      name: "the welcome offer's English words fit the US store's cart too",
      up: welcomeOfferWordsMigration,
    },
  ],
  // The extras read carts through the quote service as the quote module made it (no reward rule).
  seed: [{ order: 90, name: "the offers, the reward rule and supersize upgrades", run: seedBasketExtras }],
  services: ({ db, services }) => ({ basketExtras: createBasketExtrasService(db, services.quote) }),
  // Gift lines follow the reward rule on every cart write (basketextras/service.ts withRewardRules).
  plugins: (services) => ({ quote: services.basketExtras.withRewardRules(services.quote) }),
  // Free gifts are priced at 0 before any other collector.
  totalsCollectors: [{ sortOrder: 100, collector: (s) => s.basketExtras.collector }],
});
