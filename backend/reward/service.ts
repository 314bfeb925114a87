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
import { createRewardRepository, type RewardRate } from "./repository.js";

export const POINTS_NOT_WHOLE = "The number of points to use must be a whole number of at least 1.";
export const NO_POINTS = "You have no reward points to use.";

export type { RewardRate };

/** Magento's default when a website has no rate: points are worth nothing rather than a guess. */
const NO_RATE: RewardRate = { points: 1, currency_amount: 0 };

export function createRewardService(db: Database) {
  const ledger = createRewardRepository(db);

  function balance(customerId: number, now = new Date()): number {
    return Math.max(0, ledger.validPoints(customerId, sqlTime(now)));
  }

  const rate = (store: StoreView): RewardRate => ledger.rate(store.website_id) ?? NO_RATE;

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

  /** The order's gathered points cancelled as far as the shopper still has them (see cancelOrderPoints). */
  function cancelGathered(
    orderId: number,
    entries: ReturnType<typeof ledger.entriesOfOrder>,
    at: string,
    limit = Number.POSITIVE_INFINITY,
  ): number {
    let cancelled = 0;
    for (const entry of entries) {
      if (entry.type !== "gathered") continue;
      const counted =
        entry.status === "valid" &&
        (entry.available_from === null || entry.available_from <= at) &&
        (entry.available_until === null || entry.available_until > at);
      const left = counted ? Math.max(0, ledger.validPoints(entry.customer_id, at)) : entry.points;
      const taken = Math.min(entry.points, left, limit - cancelled);
      if (taken <= 0) continue;
      cancelled += taken;
      if (taken === entry.points) ledger.cancel(entry.id);
      else if (taken > 0) {
        // The spent part stays as it was; the rest is cancelled as an entry of its own.
        ledger.setPoints(entry.id, entry.points - taken);
        ledger.addEntry({
          customerId: entry.customer_id,
          points: taken,
          type: "gathered",
          status: "canceled",
          orderId,
          insertedAt: at,
          availableFrom: entry.available_from,
        });
      }
    }
    return cancelled;
  }

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
      ledger.setPointsUsed(cart.id, Math.min(points, available), sqlTime(now));
    },

    remove(cart: CartRow, customerId: number | null, now = new Date()): void {
      if (customerId === null || cart.customer_id !== customerId) throw new ShopError(NOT_AUTHORIZED, "authorization");
      ledger.setPointsUsed(cart.id, 0, sqlTime(now));
    },

    /**
     * A placed order's points: those spent on it leave the balance at once; those it gathers count
     * once the money is in (at once for a captured payment, else unvalidated until it is).
     */
    recordOrderPoints(
      customerId: number,
      orderId: number,
      order: { spent: number; gathered: number; paid: boolean },
      at: string,
    ): void {
      if (order.spent > 0)
        ledger.addEntry({
          customerId,
          points: -order.spent,
          type: "redeemed",
          status: "valid",
          orderId,
          insertedAt: at,
          availableFrom: at,
        });
      if (order.gathered > 0)
        ledger.addEntry({
          customerId,
          points: order.gathered,
          type: "gathered",
          status: order.paid ? "valid" : "unvalidated",
          orderId,
          insertedAt: at,
          availableFrom: order.paid ? at : null,
        });
    },

    /** The order is invoiced in full: the points it gathered count from now on. */
    validateOrderPoints(orderId: number, at: string): void {
      for (const entry of ledger.entriesOfOrder(orderId))
        if (entry.type === "gathered" && entry.status === "unvalidated") ledger.validate(entry.id, at);
    },

    /**
     * The order is cancelled or refunded: the points spent on it come back, and the points it
     * gathered are cancelled, as far as the shopper still has them: points already spent elsewhere
     * stay spent, so the balance never goes below nothing. The spent points that come back first pay
     * for what the shopper kept of their other cancelled or refunded orders' points
     * (`closedOrderIds`): whichever order is refunded first, no refunded order's points are left.
     */
    cancelOrderPoints(orderId: number, now = new Date(), closedOrderIds: readonly number[] = []): void {
      const at = sqlTime(now);
      const entries = ledger.entriesOfOrder(orderId).filter((e) => e.status === "valid" || e.status === "unvalidated");
      let returned = 0;
      for (const entry of entries)
        if (entry.type === "redeemed") {
          ledger.cancel(entry.id);
          returned -= entry.points;
        }
      cancelGathered(orderId, entries, at);
      for (const other of closedOrderIds)
        if (other !== orderId && returned > 0)
          returned -= cancelGathered(
            other,
            ledger.entriesOfOrder(other).filter((e) => e.status === "valid"),
            at,
            returned,
          );
    },

    /**
     * Part of the order is refunded: of its points, the share `share` (0 to 1, of the goods paid for,
     * all its refunds so far) is settled as cancelOrderPoints settles them all: that share of the
     * points spent on it comes back and that share of the points it gathered is cancelled, as far as
     * the shopper still has them. Whole points, rounded down, so the refund that closes the order
     * (cancelOrderPoints) settles what is left.
     */
    cancelOrderPointsPart(
      orderId: number,
      share: number,
      now = new Date(),
      closedOrderIds: readonly number[] = [],
    ): void {
      const at = sqlTime(now);
      const part = Math.min(1, Math.max(0, share));
      const all = ledger.entriesOfOrder(orderId);
      const spent = all.filter((e) => e.type === "redeemed").reduce((sum, e) => sum - e.points, 0);
      const spentBack = all
        .filter((e) => e.type === "redeemed" && e.status === "canceled")
        .reduce((sum, e) => sum - e.points, 0);
      let returned = 0;
      let toReturn = Math.floor(spent * part + 1e-9) - spentBack;
      for (const entry of all) {
        if (entry.type !== "redeemed" || entry.status !== "valid" || toReturn <= 0) continue;
        const back = Math.min(-entry.points, toReturn);
        if (back === -entry.points) ledger.cancel(entry.id);
        else {
          // What stays spent stays as it was; what comes back is an entry of its own, cancelled.
          ledger.setPoints(entry.id, entry.points + back);
          ledger.addEntry({
            customerId: entry.customer_id,
            points: -back,
            type: "redeemed",
            status: "canceled",
            orderId,
            insertedAt: at,
            availableFrom: entry.available_from,
          });
        }
        toReturn -= back;
        returned += back;
      }
      const gathered = all.filter((e) => e.type === "gathered").reduce((sum, e) => sum + e.points, 0);
      const toCancel = Math.floor(gathered * part + 1e-9) - ledger.gatheredCanceled(orderId);
      if (toCancel > 0)
        cancelGathered(
          orderId,
          all.filter((e) => e.status === "valid" || e.status === "unvalidated"),
          at,
          toCancel,
        );
      for (const other of closedOrderIds)
        if (other !== orderId && returned > 0)
          returned -= cancelGathered(
            other,
            ledger.entriesOfOrder(other).filter((e) => e.status === "valid"),
            at,
            returned,
          );
    },

    /**
     * Of the points the order gathered, those its cancel or refund took back (what the shopper had
     * already spent of them stays spent, so this may be less than the order gathered); 0 while it stands.
     */
    gatheredPointsCanceled: (orderId: number): number => ledger.gatheredCanceled(orderId),

    /** Points the referral programme pays (to the referrer or the friend), available at once. */
    creditReferral(customerId: number, points: number, orderId: number, at: string): void {
      if (points > 0)
        ledger.addEntry({
          customerId,
          points,
          type: "referral",
          status: "valid",
          orderId,
          insertedAt: at,
          availableFrom: at,
        });
    },
  };
}

export type RewardService = ReturnType<typeof createRewardService>;
