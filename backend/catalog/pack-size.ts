// What a pack holds: its net weight and its servings, so that a shop can print a unit price (per kg,
// per serving) beside the price, as UK price-marking rules ask of food sold by weight. Magento keeps
// such values as product attributes; here they are columns of the product, filled from the size a
// pack is sold in and the serving of its content.
/** A size option's code as a pack: "2.5KG" weighs 2,500 g; "12BARS" holds 12 servings. */
export function packOfSize(code: string | null): { netWeightGrams: number | null; servings: number | null } {
  const weight = code ? /^(\d+(?:\.\d+)?)(G|KG)$/.exec(code) : null;
  if (weight) return { netWeightGrams: Number(weight[1]) * (weight[2] === "KG" ? 1000 : 1), servings: null };
  const count = code ? /^(\d+)BARS$/.exec(code) : null;
  return { netWeightGrams: null, servings: count ? Number(count[1]) : null };
}

/** Whole servings in a pack: counted (a box of bars) or its weight over a serving's. */
export function servingsPerPack(row: {
  serving_grams: number | null;
  net_weight_grams: number | null;
  pack_servings: number | null;
}): number | null {
  if (row.pack_servings) return row.pack_servings;
  if (!row.serving_grams || !row.net_weight_grams) return null;
  const servings = Math.floor(row.net_weight_grams / row.serving_grams);
  return servings > 0 ? servings : null;
}
