// Cart price rules and coupons (Magento's SalesRule module).
//
// TODO(issue 9, coupons): rules (percent, fixed amount, free shipping, minimum subtotal, date range,
// uses per coupon and per customer), applyCouponToCart / removeCouponFromCart, the discount collector.
import type { Database } from "better-sqlite3";
import type { TotalsCollector } from "../quote/totals.js";

export function createSalesRuleService(_db: Database) {
  const collector: TotalsCollector = () => {};
  return { collector };
}

export type SalesRuleService = ReturnType<typeof createSalesRuleService>;
