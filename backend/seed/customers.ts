// Demo customers (fixtures-customers.ts) with a points history, and each website's points rate.
// Deterministic: fixed dates and salts, so the same database comes out of every run.
import type { Database } from "better-sqlite3";
import { hashPasswordWithSalt } from "../customer/passwords.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER, POINTS_PER_CURRENCY_UNIT } from "./fixtures-customers.js";

const SEED_DATE = "2025-01-01 00:00:00";

/** passwords.ts's hash (at its cost), with a fixed salt so the seed is the same on every run. */
function seededHash(password: string, salt: string): string {
  return hashPasswordWithSalt(password, Buffer.from(salt));
}

export function seedCustomers(db: Database): void {
  db.prepare("INSERT OR IGNORE INTO customer_groups (id, code) VALUES (0, 'NOT LOGGED IN'), (1, 'General')").run();
  const websites = db.prepare("SELECT id FROM websites ORDER BY id").all() as Array<{ id: number }>;
  const rate = db.prepare("INSERT OR REPLACE INTO reward_rates (website_id, points, currency_amount) VALUES (?, ?, 1)");
  for (const w of websites) rate.run(w.id, POINTS_PER_CURRENCY_UNIT);

  const insert = db.prepare(`INSERT INTO customers (website_id, email, password_hash, firstname, lastname, group_id,
    store_code, created_at, updated_at) VALUES (1, ?, ?, ?, ?, 1, 'default', '${SEED_DATE}', '${SEED_DATE}')`);
  const exists = db.prepare("SELECT id FROM customers WHERE email = ?");
  const add = (c: { email: string; password: string; firstname: string; lastname: string }, salt: string) => {
    const found = exists.get(c.email) as { id: number } | undefined;
    if (found) return found.id;
    return Number(insert.run(c.email, seededHash(c.password, salt), c.firstname, c.lastname).lastInsertRowid);
  };
  const demo = add(DEMO_CUSTOMER, "pw-demo-customer");
  add(OTHER_CUSTOMER, "pw-other-customer");

  const hasLedger = db.prepare("SELECT 1 FROM reward_points_ledger WHERE customer_id = ? LIMIT 1").get(demo);
  if (hasLedger) return;
  const ledger = db.prepare(`INSERT INTO reward_points_ledger (customer_id, points, type, status, inserted_at,
    available_from, available_until) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  // 2,000 + 1,000 - 500 = 2,500 valid and available; the rest shows what does not count.
  ledger.run(demo, 2000, "gathered", "valid", "2025-01-10 10:00:00", "2025-01-10 10:00:00", "2099-12-31 23:59:59");
  ledger.run(demo, 1000, "referral", "valid", "2025-02-01 09:00:00", "2025-02-01 09:00:00", null);
  ledger.run(demo, -500, "redeemed", "valid", "2025-03-05 15:30:00", "2025-03-05 15:30:00", null);
  ledger.run(demo, 300, "gathered", "expired", "2024-01-10 10:00:00", "2024-01-10 10:00:00", "2025-01-10 10:00:00");
  ledger.run(demo, 150, "gathered", "unvalidated", "2025-03-20 12:00:00", null, null);
  ledger.run(demo, 400, "gathered", "valid", "2025-03-25 12:00:00", "2099-01-01 00:00:00", null);
}

/** Magento's two customer groups: guests (0) and the general group every account joins (1). */
export function seedCustomerGroups(db: Database): void {
  db.prepare("INSERT INTO customer_groups (id, code) VALUES (0, 'NOT LOGGED IN'), (1, 'General')").run();
}
