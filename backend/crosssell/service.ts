// Cross-sell rules: which products the basket suggests beside its lines (SPEC §3 "Cross-sell product
// in cart") and which the cross-sell popup shows after an add (SPEC §7 CrossSells).
//
// TODO(issue 9, cross-sells): the rules, labels, class names and protein insights; today
// services.quote.crossSells (catalogue cross-sell links) answers Cart.cross_sell_products.
import type { Database } from "better-sqlite3";

export function createCrossSellService(_db: Database) {
  return {};
}

export type CrossSellService = ReturnType<typeof createCrossSellService>;
