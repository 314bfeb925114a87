// Reward (loyalty) points (Magento Reward): the ledger and balance, each website's points rate,
// points a customer spends on their cart and points the order will gather.
//
// Balance: the ledger's valid entries that are available now (from/until), redemptions included as
// negative entries. Points on a cart are kept as asked (carts.reward_points_used) and capped when the
// totals are collected: by the balance and by what is left to pay, so a later change to the basket
// (a line removed, a coupon) never makes the shopper pay less than nothing or spend points they lack.
import type { Database } from "better-sqlite3";
import type { CartRow } from "../quote/repository.js";
import { discountTotal, type TotalsCollector } from "../quote/totals.js";
import { ShopError } from "../shared/errors.js";
import { round2, toDisplay, type DisplayCurrency } from "../shared/money.js";
import type { StoreView } from "../store/repository.js";
import { NOT_AUTHORIZED, sqlTime } from "../customer/service.js";

export const POINTS_NOT_WHOLE = "The number of points to use must be a whole number of at least 1.";
export const NO_POINTS = "You have no reward points to use.";

/** points -> base currency: `points` are worth `currency_amount` of the website's base currency. */
export interface RewardRate {
  points: number;
  currency_amount: number;
}

/** Magento's default when a website has no rate: points are worth nothing rather than a guess. */
const NO_RATE: RewardRate = { points: 1, currency_amount: 0 };

export function createRewardService(db: Database) {
  const balanceOf = db.prepare(`SELECT COALESCE(SUM(points), 0) AS points FROM reward_points_ledger
    WHERE customer_id = ? AND status = 'valid'
      AND (available_from IS NULL OR available_from <= ?) AND (available_until IS NULL OR available_until > ?)`);
  const rateOf = db.prepare("SELECT points, currency_amount FROM reward_rates WHERE website_id = ?");
  const setUsed = db.prepare("UPDATE carts SET reward_points_used = ?, updated_at = ? WHERE id = ?");

  function balance(customerId: number, now = new Date()): number {
    const t = sqlTime(now);
    return Math.max(0, (balanceOf.get(customerId, t, t) as { points: number }).points);
  }

  const rate = (store: StoreView): RewardRate => (rateOf.get(store.website_id) as RewardRate | undefined) ?? NO_RATE;

  /** What points are worth in the display currency. */
  function worth(store: StoreView, display: DisplayCurrency, points: number): number {
    const r = rate(store);
    return toDisplay(display, (points * r.currency_amount) / r.points);
  }

  /** The most points that still leave something (or nothing) to pay of `amount` (display currency). */
  function pointsCovering(store: StoreView, display: DisplayCurrency, amount: number): number {
    const r = rate(store);
    if (r.currency_amount <= 0 || amount <= 0) return 0;
    return Math.ceil(round2(((amount / display.rate) * r.points) / r.currency_amount) - 1e-9);
  }

  /**
   * Points spent (capped by balance and by what is left to pay) and points gathered: one per whole
   * unit of the base currency paid for the goods (after discounts and points; delivery earns none).
   */
  const collector: TotalsCollector = ({ store, display, cart, customerId, now }, totals) => {
    const due = round2(totals.subtotalIncl - discountTotal(totals) + (totals.shipping?.amountIncl ?? 0));
    if (customerId !== null && cart.reward_points_used > 0) {
      const points = Math.min(cart.reward_points_used, balance(customerId, now), pointsCovering(store, display, due));
      if (points > 0) totals.rewardPoints = { points, amount: Math.min(due, worth(store, display, points)) };
    }
    const goodsPaid = Math.max(0, totals.subtotalIncl - discountTotal(totals) - (totals.rewardPoints?.amount ?? 0));
    totals.rewardPointsGathered = Math.floor(round2(goodsPaid / display.rate) + 1e-9);
  };

  return {
    collector,
    balance,
    rate,
    worth,

    /**
     * Puts points on the customer's own cart (applyRewardPointsToCart): a whole number, at most the
     * balance; the totals cap them again by what is left to pay.
     */
    apply(cart: CartRow, customerId: number | null, points: number, now = new Date()): void {
      if (customerId === null || cart.customer_id !== customerId) throw new ShopError(NOT_AUTHORIZED, "authorization");
      if (!Number.isInteger(points) || points < 1) throw new ShopError(POINTS_NOT_WHOLE, "input");
      const available = balance(customerId, now);
      if (available < 1) throw new ShopError(NO_POINTS, "input");
      setUsed.run(Math.min(points, available), sqlTime(now), cart.id);
    },

    remove(cart: CartRow, customerId: number | null, now = new Date()): void {
      if (customerId === null || cart.customer_id !== customerId) throw new ShopError(NOT_AUTHORIZED, "authorization");
      setUsed.run(0, sqlTime(now), cart.id);
    },
  };
}

export type RewardService = ReturnType<typeof createRewardService>;
