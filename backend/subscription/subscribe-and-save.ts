// Subscribe and save (an extension; ADR 0048): a basket line bought as a subscription costs the
// subscription's percentage less, per unit, and placing its order starts the customer's subscription
// (subscription/service.ts) at that price, every 2, 4, 6 or 8 weeks.
//
// The saving is the line's price, not a discount rule: the row, the order item, the invoice and the
// email all carry the lower unit price, and a coupon then applies to it like any other price.
import type { NewSubscription } from "./repository.js";
import type { CatalogReader } from "../catalog/repository.js";
import { attributeValue } from "../catalog/service.js";
import { sqlTime } from "../customer/service.js";
import type { CartLine } from "../quote/service.js";
import type { LineTotals, TotalsCollector } from "../quote/totals.js";
import { round2 } from "../shared/money.js";
import { SUBSCRIBE_AND_SAVE_PERCENT } from "./rules.js";

export {
  DEFAULT_FREQUENCY_WEEKS,
  isFrequency,
  subscribable,
  SUBSCRIBE_AND_SAVE_PERCENT,
  SUBSCRIPTION_FREQUENCY_INVALID,
  SUBSCRIPTION_NEEDS_ACCOUNT,
  SUBSCRIPTION_NOT_OFFERED,
  subscriptionKeySuffix,
} from "./rules.js";

/** Each unit's subscription price: the shelf price less the percentage, to the cent. */
export const subscriptionUnitPrice = (unit: number) => round2((unit * (100 - SUBSCRIBE_AND_SAVE_PERCENT)) / 100);

const isSubscription = (line: CartLine) => line.row.subscription_weeks != null && line.row.is_reward_product !== 1;

/**
 * What a line costs the shopper at this shelf price per unit: a subscription line at its
 * subscription price, any other at the shelf price. The basket's row total and every threshold
 * (the free gift's, a personalised offer's) use this one figure.
 */
export function paidRowTotal(line: CartLine, shelfUnit: number): number {
  const unit = isSubscription(line) ? subscriptionUnitPrice(shelfUnit) : shelfUnit;
  return round2(unit * line.qty);
}

/** The totals collector: a subscription line's unit price and row total at the subscription price. */
export const subscribeAndSaveCollector: TotalsCollector = (_input, totals) => {
  let changed = false;
  for (const l of totals.lines) {
    if (!isSubscription(l.line)) continue;
    l.rowTotalIncl = paidRowTotal(l.line, l.unitPriceIncl);
    l.unitPriceIncl = subscriptionUnitPrice(l.unitPriceIncl);
    changed = true;
  }
  if (changed) totals.subtotalIncl = round2(totals.lines.reduce((sum, l) => sum + l.rowTotalIncl, 0));
};

/** What a cart item answers as its subscription, or null for a one-off purchase. */
export function lineSubscription(line: CartLine): { frequency_weeks: number; discount_percent: number } | null {
  if (!isSubscription(line)) return null;
  return { frequency_weeks: line.row.subscription_weeks!, discount_percent: SUBSCRIBE_AND_SAVE_PERCENT };
}

const dateIn = (from: Date, weeks: number) =>
  new Date(from.getTime() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * Starts the customer's subscriptions of a placed order: one per subscription line, at the unit price
 * the order charged, its first repeat delivery the interval after today (the order is the first).
 */
export function createOrderSubscriptions(
  subscriptions: { start(subscription: NewSubscription): void },
  catalog: CatalogReader,
  order: { customerId: number; storeCode: string; currency: string; lines: LineTotals[]; now: Date },
): number {
  let count = 0;
  for (const { line, unitPriceIncl } of order.lines) {
    if (!isSubscription(line)) continue;
    const weeks = line.row.subscription_weeks!;
    const bought = line.child ?? line.product;
    const options = line.child
      ? catalog.superAttributes(line.product.id).map((a) => ({
          label: a.label,
          value: catalog.option(a.id, attributeValue(line.child!, a.code))?.label ?? "",
        }))
      : [];
    const at = sqlTime(order.now);
    subscriptions.start({
      customerId: order.customerId,
      sku: bought.sku,
      name: line.product.name ?? line.product.sku,
      options: JSON.stringify(options),
      quantity: line.qty,
      price: unitPriceIncl,
      currency: order.currency,
      storeCode: order.storeCode,
      frequencyWeeks: weeks,
      nextDeliveryDate: dateIn(order.now, weeks),
      at,
    });
    count++;
  }
  return count;
}
