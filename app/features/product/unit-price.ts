// Unit prices a shop prints beside a price: per serving and per kilogram (UK price marking asks for
// the price per kg of food sold by weight). Pure, so the page and its tests share it.
import type { Money } from "~/commerce/money";
import type { ProductPack } from "~/commerce/catalog/product";

export interface UnitPrices {
  perServing: Money | null;
  perKg: Money | null;
  servings: number | null;
}

/** Below this a pack is not sold by weight in any way a shopper compares (a sachet, a shaker). */
const MIN_WEIGHED_GRAMS = 100;

const cents = (value: number) => Math.round(value * 100) / 100;

export function unitPrices(price: Money | null, pack: ProductPack): UnitPrices | null {
  if (!price || price.value <= 0) return null;
  const servings = pack.servings && pack.servings > 1 ? pack.servings : null;
  const grams = pack.netWeightGrams && pack.netWeightGrams >= MIN_WEIGHED_GRAMS ? pack.netWeightGrams : null;
  if (!servings && !grams) return null;
  return {
    perServing: servings ? { value: cents(price.value / servings), currency: price.currency } : null,
    perKg: grams ? { value: cents((price.value * 1000) / grams), currency: price.currency } : null,
    servings,
  };
}
