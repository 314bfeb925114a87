import type { CrossSellsView } from "~/commerce/cart/cross-sells";

/**
 * The basket's cross-sells ("goes well with"), each with a quick add.
 * TODO(issue 9, cross-sells): the section.
 */
export function CrossSells(_props: { crossSells: CrossSellsView }) {
  return null;
}
