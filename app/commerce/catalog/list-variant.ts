// The variant a quick-buy card of a filtered list starts with (ADR 0044). Kept apart from the
// product page's default choice so that the product page's scripts do not carry it.
import type { ProductOption, ProductVariant } from "./product";
import { cheapestInStock, chooseDefaultVariant, orderVariantsByFlavour, valueOf } from "./default-variant";

/** A list's filter values by attribute code, as its address carries them: { flavours: ["12", "14"] }. */
export type ListFilterValues = Partial<Record<string, readonly string[]>>;

/**
 * The variant a card of a filtered list starts with: one whose values are among the list's ticked
 * ones (Vanilla ticked: the vanilla variant, the cheapest in stock among several), for every
 * filtered option the product has. When no variant meets all of them, the flavour filter alone,
 * then the size alone, then the product's default choice.
 */
export function chooseVariantForFilters(
  variants: readonly ProductVariant[],
  options: readonly ProductOption[],
  filters: ListFilterValues,
): ProductVariant | undefined {
  const ordered = orderVariantsByFlavour(variants, options);
  const wanted = options
    .map((option) => [option.code, new Set((filters[option.code] ?? []).map(Number))] as const)
    .filter(([, values]) => values.size > 0);
  const matching = (facets: typeof wanted) =>
    ordered.filter((variant) => facets.every(([code, values]) => values.has(valueOf(variant, code) ?? NaN)));
  for (const facets of [wanted, ...wanted.map((facet) => [facet])]) {
    if (!facets.length) continue;
    const matches = matching(facets);
    if (matches.length) return cheapestInStock(matches) ?? matches[0];
  }
  return chooseDefaultVariant(variants, options);
}
