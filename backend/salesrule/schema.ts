// Cart price rules (Magento's salesrule, salesrule_label, salesrule_coupon, salesrule_customer and
// salesrule_coupon_usage, flattened to what this shop needs). Replaces migration 1's `coupons`
// table, which nothing read: a coupon is now one code of a rule, and the rule holds the action.
//
// Amounts (discount_amount for by_fixed / cart_fixed, min_subtotal) are in the base currency of the
// store view the cart belongs to, as Magento's rules are in their website's base currency: "5" is
// £5 in the UK store and €5 in the euro stores; toDisplay converts them for the display currency.
import type { Database } from "better-sqlite3";

export const SALES_RULE_SQL = `
  DROP TABLE IF EXISTS coupons;
  CREATE TABLE sales_rules (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, is_active INTEGER NOT NULL DEFAULT 1,
    from_date TEXT, to_date TEXT, -- YYYY-MM-DD, both days included; null = open
    customer_group_ids TEXT, -- comma list; null = every group (0 = NOT LOGGED IN)
    coupon_type TEXT NOT NULL CHECK (coupon_type IN ('no_coupon','specific')),
    simple_action TEXT NOT NULL CHECK (simple_action IN ('by_percent','by_fixed','cart_fixed')),
    discount_amount REAL NOT NULL DEFAULT 0, simple_free_shipping INTEGER NOT NULL DEFAULT 0,
    min_subtotal REAL, -- the condition "subtotal (VAT included) equals or greater than"
    uses_per_coupon INTEGER, uses_per_customer INTEGER, -- null = unlimited
    sort_order INTEGER NOT NULL DEFAULT 0, -- priority: lower first
    stop_rules_processing INTEGER NOT NULL DEFAULT 0, times_used INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE sales_rule_labels (
    rule_id INTEGER NOT NULL REFERENCES sales_rules(id) ON DELETE CASCADE, store_code TEXT NOT NULL, label TEXT NOT NULL,
    PRIMARY KEY (rule_id, store_code)
  );
  CREATE TABLE sales_rule_coupons (
    id INTEGER PRIMARY KEY, rule_id INTEGER NOT NULL REFERENCES sales_rules(id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE, usage_limit INTEGER, usage_per_customer INTEGER,
    times_used INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE sales_rule_customers (
    rule_id INTEGER NOT NULL REFERENCES sales_rules(id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers(id), times_used INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (rule_id, customer_id)
  );
  CREATE TABLE sales_rule_coupon_usage (
    coupon_id INTEGER NOT NULL REFERENCES sales_rule_coupons(id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers(id), times_used INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (coupon_id, customer_id)
  );
  -- One row per cart whose order used a coupon: recording the use twice for one cart counts once.
  CREATE TABLE sales_rule_coupon_uses (
    cart_id INTEGER PRIMARY KEY REFERENCES carts(id), coupon_id INTEGER NOT NULL REFERENCES sales_rule_coupons(id),
    customer_id INTEGER, used_at TEXT NOT NULL
  );
`;

/** The migration: the tables, and the demo rules in a database seeded before they existed. */
export function salesRuleMigration(isSeeded: (db: Database) => boolean, seedSalesRules: (db: Database) => void) {
  return (db: Database) => {
    db.exec(SALES_RULE_SQL);
    if (isSeeded(db)) seedSalesRules(db);
  };
}
