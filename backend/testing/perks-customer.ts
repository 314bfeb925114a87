// Test hook: a fresh customer with the demo customer's saved cards and
// subscriptions, so an end-to-end test that deletes a card or pauses a subscription changes only
// its own data while other specs read the demo customer in parallel.
import { randomUUID } from "node:crypto";
import type { Database } from "better-sqlite3";
import { hashPassword } from "../customer/passwords.js";
import { sqlTime } from "../customer/service.js";
import { seedCardsAndSubscriptions } from "../seed/perks.js";

export const PERKS_TEST_PASSWORD = "Perks-Pass-2026";

export function createPerksCustomer(db: Database): { email: string; password: string } {
  const id = randomUUID().slice(0, 8);
  const email = `perks-${id}@example.test`;
  const now = sqlTime(new Date());
  const customerId = Number(
    db
      .prepare(
        `INSERT INTO customers (website_id, email, password_hash, firstname, lastname, group_id, store_code,
          referral_code, created_at, updated_at) VALUES (1, ?, ?, 'Perks', 'Tester', 1, 'default', ?, ?, ?)`,
      )
      .run(email, hashPassword(PERKS_TEST_PASSWORD), `PERKS-${id.toUpperCase()}`, now, now).lastInsertRowid,
  );
  seedCardsAndSubscriptions(db, customerId, `${email}:`);
  return { email, password: PERKS_TEST_PASSWORD };
}
