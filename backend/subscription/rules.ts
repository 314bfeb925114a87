// Subscribe and save's rules that need no basket (ADR 0048): the percentage, the offered intervals,
// which products can be subscribed to and the refusals' words. The quote module checks an add with
// them; subscribe-and-save.ts prices the basket's lines with them.
import type { CatalogReader, ProductRow } from "../catalog/repository.js";
import { FREQUENCIES } from "./service.js";

/** What a subscription takes off each unit, in percent (ADR 0048). */
export const SUBSCRIBE_AND_SAVE_PERCENT = 10;
/** The interval a product page offers first: a month's tub for most shoppers. */
export const DEFAULT_FREQUENCY_WEEKS = 4;

export const SUBSCRIPTION_NEEDS_ACCOUNT = "Sign in to subscribe and save.";
export const SUBSCRIPTION_NOT_OFFERED = "This product cannot be bought as a subscription.";
export const SUBSCRIPTION_FREQUENCY_INVALID = "Choose a delivery every 2, 4, 6 or 8 weeks.";

/** A line's options_key ends in this and the weeks: a subscription line is never merged with a one-off. */
export const subscriptionKeySuffix = (weeks: number) => `|sub${weeks}`;

export const isFrequency = (weeks: unknown): weeks is number =>
  typeof weeks === "number" && (FREQUENCIES as readonly number[]).includes(weeks);

/**
 * Whether a product can be bought on subscription: what is used up and bought again (a pack with
 * servings: powders, bars, capsules), not an accessory; a configurable when its variants are such
 * packs. Bundles are sold as one-off purchases.
 */
export function subscribable(catalog: CatalogReader, product: ProductRow): boolean {
  const consumable = (p: ProductRow) => p.serving_grams != null || p.pack_servings != null;
  if (product.type_id === "simple") return consumable(product);
  if (product.type_id === "configurable") return catalog.children(product.id).some(consumable);
  return false;
}
