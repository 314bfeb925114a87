// The basket's cross-sells as components see them. Types and pure functions only.
// TODO(issue 9, cross-sells): label, class name, protein insight, image, a quick add.
import type { CartCrossSellsFieldsFragment } from "../generated/graphql";
import { presentItems } from "../lists";

export interface CrossSellsView {
  skus: string[];
}

export function toCrossSellsView(cart: CartCrossSellsFieldsFragment): CrossSellsView {
  return { skus: presentItems(cart.cross_sell_products).map((p) => p.sku ?? "") };
}
