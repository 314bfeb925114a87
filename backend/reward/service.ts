// Reward (loyalty) points: the ledger, the conversion rate, points spent on a cart and gathered by it.
//
// TODO(issue 9, reward points): the ledger and balance, apply / remove points on a cart (extension
// mutations), the reward collector's redemption.
import type { Database } from "better-sqlite3";
import type { TotalsCollector } from "../quote/totals.js";

export function createRewardService(_db: Database) {
  /** Points the order will gather: one per whole unit of the base-currency subtotal. */
  const collector: TotalsCollector = ({ display }, totals) => {
    totals.rewardPointsGathered = Math.floor(totals.subtotalIncl / display.rate);
  };
  return { collector };
}

export type RewardService = ReturnType<typeof createRewardService>;
