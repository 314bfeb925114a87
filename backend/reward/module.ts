// Reward points (Adobe Commerce's Reward): each website's points rate, points on the cart, the history.
import { isSeeded } from "../db/seeded.js";
import { defineModule, schemaBeside } from "../manifest.js";
import { seedCustomers } from "../seed/customers.js";
import { createPointsHistoryService, type PointsHistoryService } from "./history.js";
import { rewardResolvers } from "./resolvers.js";
import { createRewardSchema, orderPointsMigration } from "./schema.js";
import { createRewardService, type RewardService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    reward: RewardService;
    pointsHistory: PointsHistoryService;
  }
}

export const rewardModule = defineModule({
  name: "reward",
  schema: schemaBeside(import.meta.url),
  resolvers: [rewardResolvers],
  migrations: [
    {
      version: 6,
      name: "each website's points rate; a seeded database gets the demo customers",
      up: (db) => {
        createRewardSchema(db);
        if (isSeeded(db)) seedCustomers(db);
      },
    },
    {
      version: 55,
      name: "an invoiced order's points count; a cancelled or refunded order's are cancelled",
      up: orderPointsMigration,
    },
  ],
  services: ({ db }) => ({ reward: createRewardService(db), pointsHistory: createPointsHistoryService(db) }),
  totalsCollectors: [{ sortOrder: 400, collector: (s) => s.reward.collector }],
});
