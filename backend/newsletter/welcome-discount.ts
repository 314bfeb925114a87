// The newsletter's welcome discount as the store configures it: one number,
// `newsletter_popup_discount_percent`, drives both the promise the popup makes
// (`newsletter_popup_discount`, a text with `%s` where the percentage goes) and the single-use code a
// new subscriber gets (welcome-coupon.ts). No percentage, no promise: a shop never promises what it
// does not give.
import type { StoreConfigValues, StoreView } from "../store/repository.js";

/** The welcome discount in percent (0 < p <= 100), or null when the store gives none. */
export function welcomeDiscountPercent(cfg: StoreConfigValues): number | null {
  const value = Number(cfg.newsletter_popup_discount_percent ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.min(100, value) : null;
}

/** The percentage as the store view writes numbers ("10", "12,5"). */
export const formatPercentNumber = (store: StoreView, percent: number) =>
  new Intl.NumberFormat(store.locale.replace("_", "-"), { maximumFractionDigits: 2 }).format(percent);

/** The popup's promise with the percentage in it ("10% off your first order"), or null without a discount. */
export function welcomeDiscountPromise(cfg: StoreConfigValues, store: StoreView): string | null {
  const percent = welcomeDiscountPercent(cfg);
  const text = typeof cfg.newsletter_popup_discount === "string" ? cfg.newsletter_popup_discount.trim() : "";
  if (percent === null || !text) return null;
  return text.replace("%s", formatPercentNumber(store, percent));
}
