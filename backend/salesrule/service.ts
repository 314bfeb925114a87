// Cart price rules and coupons (Magento's SalesRule module): which rules a cart earns, applying and
// removing a coupon, the discount collector, and counting a coupon's uses when an order is placed.
//
// A rule either needs a coupon ("specific") or applies on its own ("no_coupon"); rules run by
// priority (sort_order, then id) and a rule with stop_rules_processing ends the run. Actions:
// by_percent (a percentage of each line), by_fixed (an amount off each item), cart_fixed (an amount
// off the cart, spread over the lines by their share). Every amount is VAT included, in the display
// currency; a rule's own amounts are in the store's base currency (salesrule/schema.ts).
//
// Uses are counted when an order is placed (recordCouponUse), as Magento does: two carts may both
// hold a coupon with one use left; the second order to be placed with it is refused.
import type { Database } from "better-sqlite3";
import { discountTotal, type AppliedDiscount, type CartTotals, type TotalsCollector } from "../quote/totals.js";
import { createQuoteRepository, type CartRow } from "../quote/repository.js";
import { createSalesRuleRepository, type CouponRow, type SalesRuleRow } from "./repository.js";
import { ShopError } from "../shared/errors.js";
import { round2, toDisplay, type DisplayCurrency } from "../shared/money.js";
import type { StoreView } from "../store/repository.js";

export type { CouponRow, SalesRuleRow };

/**
 * Why a rule does not apply: the code means nothing now, the code's uses are spent (a single-use
 * code that served an order), or the cart is below the rule's minimum.
 */
export type Refusal = { kind: "invalid" } | { kind: "used" } | { kind: "minimum"; amount: number };

/** What a rule is checked against: the store, the shopper's currency, the cart's subtotal and customer. */
export interface RuleScope {
  store: StoreView;
  display: DisplayCurrency;
  /** VAT included, display currency */
  subtotal: number;
  customerId: number | null;
  now: Date;
}

// Magento's texts (the minimum is ours: Magento answers such a code with the generic "not valid").
export const couponNotValid = (code: string) => `The coupon code "${code}" is not valid.`;
export const couponNeedsMinimum = (code: string, amount: string) =>
  `The coupon code "${code}" needs a subtotal of at least ${amount}.`;
/** Ours: Magento says "not valid" also for a code that worked and is used up, which reads like a typo. */
export const couponUsed = (code: string) => `The coupon code "${code}" has already been used.`;
export const COUPON_ALREADY_APPLIED = "A coupon is already applied to the cart. Please remove it to apply another";
export const CART_EMPTY = "Cart does not contain products.";

/** An amount as the message shows it, in the store's locale and the shopper's currency. */
export function formatAmount(store: StoreView, display: DisplayCurrency, amount: number): string {
  return new Intl.NumberFormat(store.locale.replace("_", "-"), {
    style: "currency",
    currency: display.currency,
  }).format(amount);
}

/** The shop's calendar day in the store's time zone (rule dates are days, both ends included). */
export const storeDay = (store: StoreView, now: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: store.timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);

const timestamp = (now: Date) => now.toISOString().replace("T", " ").slice(0, 19);

export function createSalesRuleService(db: Database) {
  const repo = createSalesRuleRepository(db);
  const carts = createQuoteRepository(db);
  const coupon = repo.coupon;
  const rule = repo.rule;

  /** The rule's label in this store view (Magento's store label), else its name. */
  const label = (r: SalesRuleRow, store: StoreView) => repo.label(r.id, store.code) ?? r.name;

  /** Does the rule (and its coupon) apply to this cart now? Null when it does. */
  function refusal(r: SalesRuleRow, c: CouponRow | null, scope: RuleScope, withMinimum = true): Refusal | null {
    if (!r.is_active) return { kind: "invalid" };
    const today = storeDay(scope.store, scope.now);
    if ((r.from_date && today < r.from_date) || (r.to_date && today > r.to_date)) return { kind: "invalid" };
    if (r.customer_group_ids !== null) {
      const group = scope.customerId ? (repo.customerGroup(scope.customerId) ?? 0) : 0;
      if (!r.customer_group_ids.split(",").map(Number).includes(group)) return { kind: "invalid" };
    }
    if (c) {
      if (c.usage_limit !== null && c.times_used >= c.usage_limit) return { kind: "used" };
      if (c.usage_per_customer !== null && scope.customerId) {
        if (repo.customerCouponUses(c.id, scope.customerId) >= c.usage_per_customer) return { kind: "used" };
      }
    }
    if (r.uses_per_customer !== null && scope.customerId) {
      if (repo.customerRuleUses(r.id, scope.customerId) >= r.uses_per_customer) return { kind: "invalid" };
    }
    if (withMinimum && r.min_subtotal !== null) {
      const minimum = toDisplay(scope.display, r.min_subtotal);
      if (scope.subtotal < minimum) return { kind: "minimum", amount: minimum };
    }
    return null;
  }

  const refusalText = (code: string, why: Refusal, scope: RuleScope) =>
    why.kind === "minimum"
      ? couponNeedsMinimum(code, formatAmount(scope.store, scope.display, why.amount))
      : why.kind === "used"
        ? couponUsed(code)
        : couponNotValid(code);

  /** The coupon and its rule, or null when the code names nothing. */
  function couponRule(code: string): { coupon: CouponRow; rule: SalesRuleRow } | null {
    const c = coupon(code);
    const r = c ? rule(c.rule_id) : undefined;
    return c && r && r.coupon_type === "specific" ? { coupon: c, rule: r } : null;
  }

  /** applyCouponToCart: checks the code against the cart (subtotal, dates, uses) and keeps it on the cart. */
  function applyCoupon(cart: CartRow, rawCode: string, scope: RuleScope & { lineCount: number }): void {
    const code = rawCode.trim();
    if (!code) throw new ShopError('Required parameter "coupon_code" is missing', "input");
    if (cart.coupon_code) throw new ShopError(COUPON_ALREADY_APPLIED, "input");
    if (scope.lineCount === 0) throw new ShopError(CART_EMPTY, "no-such-entity");
    const found = couponRule(code);
    if (!found) throw new ShopError(couponNotValid(code), "no-such-entity");
    const why = refusal(found.rule, found.coupon, scope);
    if (why) throw new ShopError(refusalText(code, why, scope), why.kind === "minimum" ? "input" : "no-such-entity");
    carts.applyCoupon(cart.id, found.coupon.code, timestamp(scope.now));
  }

  /** removeCouponFromCart: the cart holds no coupon afterwards (also when it held none). */
  function removeCoupon(cart: CartRow, now = new Date()): void {
    carts.applyCoupon(cart.id, null, timestamp(now));
  }

  /** Each line's share of one rule's discount, never more than what is left of the line. */
  function shares(r: SalesRuleRow, totals: CartTotals, display: DisplayCurrency): number[] {
    const left = totals.lines.map((l) => Math.max(0, round2(l.rowTotalIncl - discountTotal(l))));
    if (r.simple_action === "by_percent") {
      return left.map((rest) => Math.min(rest, round2((rest * Math.min(100, r.discount_amount)) / 100)));
    }
    if (r.simple_action === "by_fixed") {
      const perItem = toDisplay(display, r.discount_amount);
      return totals.lines.map((l, i) => Math.min(left[i], round2(Math.min(perItem, l.unitPriceIncl) * l.line.qty)));
    }
    // cart_fixed: spread by each line's share of what is left; the last line takes the rounding rest.
    const base = round2(left.reduce((sum, rest) => sum + rest, 0));
    const total = Math.min(base, toDisplay(display, r.discount_amount));
    if (base <= 0 || total <= 0) return left.map(() => 0);
    let given = 0;
    const lastIndex = left.reduce((last, rest, i) => (rest > 0 ? i : last), -1);
    return left.map((rest, i) => {
      if (rest <= 0) return 0;
      const share = i === lastIndex ? round2(total - given) : round2((total * rest) / base);
      const capped = Math.max(0, Math.min(rest, share));
      given = round2(given + capped);
      return capped;
    });
  }

  /** The discount collector: the cart's rules in priority order, each line's discounts with the rule's label. */
  const collector: TotalsCollector = ({ store, display, cart, customerId, now }, totals) => {
    if (totals.lines.length === 0) return;
    const scope: RuleScope = { store, display, subtotal: totals.subtotalIncl, customerId, now };
    const run: Array<{ rule: SalesRuleRow; coupon: CouponRow | null }> = repo
      .automaticRules()
      .map((r) => ({ rule: r, coupon: null }));
    if (cart.coupon_code) {
      const found = couponRule(cart.coupon_code);
      if (found) run.push(found);
      else totals.messages.push(couponNotValid(cart.coupon_code));
    }
    run.sort((a, b) => a.rule.sort_order - b.rule.sort_order || a.rule.id - b.rule.id);
    for (const { rule: r, coupon: c } of run) {
      const why = refusal(r, c, scope);
      if (why) {
        // A coupon that no longer applies stays on the cart (it may apply again, e.g. once the
        // subtotal is back above the minimum) but gives nothing, and the cart says why.
        if (c) totals.messages.push(refusalText(c.code, why, scope));
        continue;
      }
      const discount: AppliedDiscount = { label: label(r, store), amount: 0, ruleId: r.id, couponCode: c?.code };
      shares(r, totals, display).forEach((amount, i) => {
        if (amount <= 0) return;
        totals.lines[i].discounts.push({ ...discount, amount });
        discount.amount = round2(discount.amount + amount);
      });
      if (discount.amount > 0) totals.discounts.push(discount);
      if (r.simple_free_shipping) totals.freeShipping = true;
      if (r.stop_rules_processing) break;
    }
  };

  /**
   * Counts the cart's coupon as used, for checkout once the order is placed: the coupon, its rule and
   * the customer's uses. Once per cart (placing again counts nothing more). Refused with Magento's
   * "not valid" when the coupon has no use left by now, e.g. another order took its last use.
   * Returns the code counted, or null when the cart holds no coupon.
   */
  function recordCouponUse(cartId: number, customerId: number | null = null, now = new Date()): string | null {
    return db.transaction(() => {
      const cart = carts.byId(cartId);
      if (!cart?.coupon_code) return null;
      if (repo.cartUsedCoupon(cartId)) return cart.coupon_code;
      const found = couponRule(cart.coupon_code);
      if (!found) throw new ShopError(couponNotValid(cart.coupon_code), "input");
      const customer = customerId ?? cart.customer_id;
      const store = repo.store(cart.store_code);
      const scope: RuleScope = { store, display: { currency: "", rate: 1 }, subtotal: 0, customerId: customer, now };
      // The minimum was checked by the totals the order was placed with; here the dates and uses.
      const why = refusal(found.rule, found.coupon, scope, false);
      if (why || !repo.countCouponUse(found.coupon.id)) {
        const text = why?.kind === "invalid" ? couponNotValid(found.coupon.code) : couponUsed(found.coupon.code);
        throw new ShopError(text, "input");
      }
      repo.countRuleUse(found.rule.id);
      if (customer) repo.countCustomerUses(found.rule.id, found.coupon.id, customer);
      repo.recordCartUse(cartId, found.coupon.id, customer, timestamp(now));
      return found.coupon.code;
    })();
  }

  return { collector, applyCoupon, removeCoupon, recordCouponUse, refusal, couponRule };
}

export type SalesRuleService = ReturnType<typeof createSalesRuleService>;
