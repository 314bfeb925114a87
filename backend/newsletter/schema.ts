// Migration 31: the newsletter's single-use welcome codes, one per address; the popup's promise
// names the store's welcome percentage (config brought to the seed: a template and the percentage).
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { reseedConfigPaths } from "../seed/stores.js";

export const WELCOME_COUPONS_SQL = `
  CREATE TABLE IF NOT EXISTS newsletter_welcome_coupons (
    email TEXT PRIMARY KEY COLLATE NOCASE, store_code TEXT NOT NULL,
    coupon_id INTEGER NOT NULL REFERENCES sales_rule_coupons(id), created_at TEXT NOT NULL
  );
`;

export function welcomeCouponsMigration(db: Database): void {
  db.exec(WELCOME_COUPONS_SQL);
  if (isSeeded(db)) reseedConfigPaths(db, ["newsletter_popup_discount", "newsletter_popup_discount_percent"]);
}
