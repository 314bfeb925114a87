// SPEC §4 "Default variant choice": the variant matching the chosen query options; otherwise the
// cheapest in-stock variant; otherwise the first. Variants are ordered by the value order of the
// flavour option. When only some options are chosen (say, a flavour), the cheapest in-stock variant
// among those matching is taken, so the shopper's choice is never silently dropped.
import type { ProductDetail, ProductOption, ProductVariant } from "./product";

export const FLAVOUR_ATTRIBUTE_CODE = "flavours";

/** The options and variants of a configurable product; none for any other kind of product. */
export function configurableChoices(product: ProductDetail): {
  options: ProductOption[];
  variants: ProductVariant[];
} {
  return { options: product.options, variants: product.variants };
}

/** Chosen options from the query string, by attribute code: { flavours: 12, size: 31 }. */
export type ChosenOptions = Record<string, number>;

export function valueOf(variant: ProductVariant, code: string): number | undefined {
  return variant.attributes.find((a) => a.code === code)?.valueIndex;
}

export function orderVariantsByFlavour(
  variants: readonly ProductVariant[],
  options: readonly ProductOption[],
): ProductVariant[] {
  const flavour = options.find((o) => o.code === FLAVOUR_ATTRIBUTE_CODE);
  if (!flavour) return [...variants];
  const rank = new Map(flavour.values.map((v, index) => [v.valueIndex, index]));
  const rankOf = (variant: ProductVariant) => rank.get(valueOf(variant, FLAVOUR_ATTRIBUTE_CODE) ?? -1) ?? Infinity;
  // Array.prototype.sort is stable: variants of one flavour keep their backend order.
  return [...variants].sort((a, b) => rankOf(a) - rankOf(b));
}

export function cheapestInStock(variants: readonly ProductVariant[]): ProductVariant | undefined {
  let best: ProductVariant | undefined;
  let bestPrice = Infinity;
  for (const variant of variants) {
    if (!variant.inStock) continue;
    // A variant without a price is still buyable, just never "the cheapest" ahead of a priced one.
    const price = variant.price.final?.value ?? Infinity;
    if (!best || price < bestPrice) {
      best = variant;
      bestPrice = price;
    }
  }
  return best;
}

export function chooseDefaultVariant(
  variants: readonly ProductVariant[],
  options: readonly ProductOption[],
  chosen: ChosenOptions = {},
): ProductVariant | undefined {
  const ordered = orderVariantsByFlavour(variants, options);
  const wanted = Object.entries(chosen).filter(([code]) => options.some((o) => o.code === code));
  if (wanted.length) {
    const matches = ordered.filter((variant) => wanted.every(([code, value]) => valueOf(variant, code) === value));
    if (matches.length) {
      if (wanted.length === options.length) return matches[0];
      return cheapestInStock(matches) ?? matches[0];
    }
  }
  return cheapestInStock(ordered) ?? ordered[0];
}

/** The option values of a variant, by attribute code. */
export function optionsOfVariant(variant: ProductVariant | null | undefined): ChosenOptions {
  const result: ChosenOptions = {};
  for (const attribute of variant?.attributes ?? []) result[attribute.code] = attribute.valueIndex;
  return result;
}
