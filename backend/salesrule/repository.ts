// Cart price rules, their coupons, labels and uses (Magento's salesrule, salesrule_coupon,
// salesrule_label, salesrule_customer and salesrule_coupon_usage), and the coupon a cart holds.
import type { Database } from "better-sqlite3";
import type { StoreView } from "../store/repository.js";

export interface SalesRuleRow {
  id: number;
  name: string;
  is_active: number;
  from_date: string | null;
  to_date: string | null;
  customer_group_ids: string | null;
  coupon_type: "no_coupon" | "specific";
  simple_action: "by_percent" | "by_fixed" | "cart_fixed";
  discount_amount: number;
  simple_free_shipping: number;
  min_subtotal: number | null;
  uses_per_coupon: number | null;
  uses_per_customer: number | null;
  sort_order: number;
  stop_rules_processing: number;
  times_used: number;
}

export interface CouponRow {
  id: number;
  rule_id: number;
  code: string;
  usage_limit: number | null;
  usage_per_customer: number | null;
  times_used: number;
}

export type SalesRuleRepository = ReturnType<typeof createSalesRuleRepository>;

export function createSalesRuleRepository(db: Database) {
  const ruleById = db.prepare("SELECT * FROM sales_rules WHERE id = ?");
  const automaticRules = db.prepare("SELECT * FROM sales_rules WHERE coupon_type = 'no_coupon' AND is_active = 1");
  const couponByCode = db.prepare("SELECT * FROM sales_rule_coupons WHERE code = ?");
  const labelOf = db.prepare(
    "SELECT label FROM sales_rule_labels WHERE rule_id = ? AND store_code IN (?, '') ORDER BY store_code = '' LIMIT 1",
  );
  const groupOf = db.prepare("SELECT group_id FROM customers WHERE id = ?");
  const customerRuleUses = db.prepare(
    "SELECT times_used FROM sales_rule_customers WHERE rule_id = ? AND customer_id = ?",
  );
  const customerCouponUses = db.prepare(
    "SELECT times_used FROM sales_rule_coupon_usage WHERE coupon_id = ? AND customer_id = ?",
  );
  const storeByCode = db.prepare("SELECT * FROM store_views WHERE code = ?");
  const useOfCart = db.prepare("SELECT 1 FROM sales_rule_coupon_uses WHERE cart_id = ?");
  const insertUse = db.prepare(
    "INSERT INTO sales_rule_coupon_uses (cart_id, coupon_id, customer_id, used_at) VALUES (?, ?, ?, ?)",
  );
  // The limit is checked in the UPDATE itself, so a second order cannot slip past a stale read.
  const countCouponUse = db.prepare(
    "UPDATE sales_rule_coupons SET times_used = times_used + 1 WHERE id = ? AND (usage_limit IS NULL OR times_used < usage_limit)",
  );
  const countRuleUse = db.prepare("UPDATE sales_rules SET times_used = times_used + 1 WHERE id = ?");
  const countCustomerRuleUse = db.prepare(`INSERT INTO sales_rule_customers (rule_id, customer_id, times_used)
    VALUES (?, ?, 1) ON CONFLICT (rule_id, customer_id) DO UPDATE SET times_used = times_used + 1`);
  const countCustomerCouponUse = db.prepare(`INSERT INTO sales_rule_coupon_usage (coupon_id, customer_id, times_used)
    VALUES (?, ?, 1) ON CONFLICT (coupon_id, customer_id) DO UPDATE SET times_used = times_used + 1`);

  const timesUsed = (row: unknown) => (row as { times_used: number } | undefined)?.times_used ?? 0;

  return {
    rule: (id: number) => ruleById.get(id) as SalesRuleRow | undefined,
    automaticRules: () => automaticRules.all() as SalesRuleRow[],
    coupon: (code: string) => couponByCode.get(code) as CouponRow | undefined,
    /** The rule's label in this store view, else the all-stores one, else none. */
    label: (ruleId: number, storeCode: string) =>
      (labelOf.get(ruleId, storeCode) as { label: string } | undefined)?.label,
    customerGroup: (customerId: number) => (groupOf.get(customerId) as { group_id: number } | undefined)?.group_id,
    customerRuleUses: (ruleId: number, customerId: number) => timesUsed(customerRuleUses.get(ruleId, customerId)),
    customerCouponUses: (couponId: number, customerId: number) =>
      timesUsed(customerCouponUses.get(couponId, customerId)),
    store: (code: string) => storeByCode.get(code) as StoreView,
    cartUsedCoupon: (cartId: number) => useOfCart.get(cartId) !== undefined,
    /** Counts one use of the coupon; false when it has no use left. */
    countCouponUse: (couponId: number) => countCouponUse.run(couponId).changes > 0,
    countRuleUse: (ruleId: number) => {
      countRuleUse.run(ruleId);
    },
    countCustomerUses: (ruleId: number, couponId: number, customerId: number) => {
      countCustomerRuleUse.run(ruleId, customerId);
      countCustomerCouponUse.run(couponId, customerId);
    },
    recordCartUse: (cartId: number, couponId: number, customerId: number | null, usedAt: string) => {
      insertUse.run(cartId, couponId, customerId, usedAt);
    },
  };
}

/** Rules and single-use codes made by the shop itself (the newsletter's welcome codes). */
export function createGeneratedCouponRepository(db: Database) {
  const ruleNamed = db.prepare("SELECT id FROM sales_rules WHERE name = ? AND coupon_type = 'specific'");
  const insertRule = db.prepare(`INSERT INTO sales_rules (name, is_active, coupon_type, simple_action, discount_amount,
    uses_per_coupon) VALUES (?, 1, 'specific', 'by_percent', ?, 1)`);
  const insertLabel = db.prepare("INSERT INTO sales_rule_labels (rule_id, store_code, label) VALUES (?, ?, ?)");
  const codeTaken = db.prepare("SELECT 1 FROM sales_rule_coupons WHERE code = ?");
  const insertCoupon = db.prepare(
    "INSERT INTO sales_rule_coupons (rule_id, code, usage_limit, usage_per_customer) VALUES (?, ?, 1, 1)",
  );
  return {
    /** The id of the coupon rule of this name, if there is one. */
    percentRuleNamed: (name: string) => (ruleNamed.get(name) as { id: number } | undefined)?.id,
    /** A new active rule of `percent` off, one use per code; its id. */
    addSingleUsePercentRule: (name: string, percent: number) => Number(insertRule.run(name, percent).lastInsertRowid),
    addLabel: (ruleId: number, storeCode: string, label: string) => {
      insertLabel.run(ruleId, storeCode, label);
    },
    codeTaken: (code: string) => codeTaken.get(code) !== undefined,
    /** A code of the rule, good for one order; its id. */
    addSingleUseCoupon: (ruleId: number, code: string) => Number(insertCoupon.run(ruleId, code).lastInsertRowid),
  };
}

export interface NewCoupon {
  code: string;
  name: string;
  action: "by_percent" | "cart_fixed";
  amount: number;
  fromDate: string | null;
  toDate: string | null;
  usesPerCoupon: number | null;
  usesPerCustomer: number | null;
  minSubtotal: number | null;
}

/** Coupons the owner creates, disables and looks into (the owner's command line). */
export function createCouponAdminRepository(db: Database) {
  const couponByCode = db.prepare(
    `SELECT c.id, c.code, c.rule_id, c.times_used, c.usage_limit, r.is_active, r.name, r.simple_action, r.discount_amount
     FROM sales_rule_coupons c JOIN sales_rules r ON r.id = c.rule_id WHERE c.code = ?`,
  );
  const insertRule = db.prepare(
    `INSERT INTO sales_rules (name, is_active, from_date, to_date, coupon_type, simple_action, discount_amount,
       min_subtotal, uses_per_coupon, uses_per_customer)
     VALUES (@name, 1, @fromDate, @toDate, 'specific', @action, @amount, @minSubtotal, @usesPerCoupon, @usesPerCustomer)`,
  );
  const insertCoupon = db.prepare(
    "INSERT INTO sales_rule_coupons (rule_id, code, usage_limit, usage_per_customer) VALUES (?, ?, ?, ?)",
  );
  const insertLabel = db.prepare("INSERT INTO sales_rule_labels (rule_id, store_code, label) VALUES (?, ?, ?)");
  const storeCodes = db.prepare("SELECT code FROM store_views ORDER BY code");
  const disableRule = db.prepare("UPDATE sales_rules SET is_active = 0 WHERE id = ?");
  const couponUses = db.prepare(
    `SELECT c.email, u.times_used FROM sales_rule_coupon_usage u JOIN customers c ON c.id = u.customer_id
     WHERE u.coupon_id = ? ORDER BY u.times_used DESC, c.email`,
  );
  const ordersWithCoupon = db.prepare(
    "SELECT increment_id, email, grand_total, currency, created_at FROM orders WHERE coupon_code = ? COLLATE NOCASE ORDER BY id",
  );

  return {
    coupon: (code: string) =>
      couponByCode.get(code) as
        | {
            id: number;
            code: string;
            rule_id: number;
            times_used: number;
            usage_limit: number | null;
            is_active: number;
            name: string;
            simple_action: string;
            discount_amount: number;
          }
        | undefined,
    createCoupon: (coupon: NewCoupon, label: string) =>
      db.transaction(() => {
        const ruleId = Number(insertRule.run(coupon).lastInsertRowid);
        insertCoupon.run(ruleId, coupon.code, coupon.usesPerCoupon, coupon.usesPerCustomer);
        for (const { code } of storeCodes.all() as Array<{ code: string }>) insertLabel.run(ruleId, code, label);
        return ruleId;
      })(),
    disableRule: (ruleId: number) => disableRule.run(ruleId).changes > 0,
    couponUses: (couponId: number) => couponUses.all(couponId) as Array<{ email: string; times_used: number }>,
    ordersWithCoupon: (code: string) =>
      ordersWithCoupon.all(code) as Array<{
        increment_id: string;
        email: string;
        grand_total: number;
        currency: string;
        created_at: string;
      }>,
  };
}
