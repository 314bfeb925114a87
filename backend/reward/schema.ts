// The reward module's tables beyond migration 1's ledger: the points-to-money rate of each website
// (Magento Reward's magento_reward_rate, redemption direction), and an index for balances.
import type { Database } from "better-sqlite3";

export const REWARD_SCHEMA = `
  CREATE TABLE reward_rates (
    website_id INTEGER PRIMARY KEY REFERENCES websites(id),
    points INTEGER NOT NULL CHECK (points > 0),
    currency_amount REAL NOT NULL CHECK (currency_amount > 0) -- in the website's base currency
  );
  CREATE INDEX reward_points_ledger_customer ON reward_points_ledger(customer_id, status);
`;

export function createRewardSchema(db: Database): void {
  db.exec(REWARD_SCHEMA);
}
