// The loader's half of product-html.ts.
import type { AppLoadContext } from "@remix-run/node";
import type { ProductDetail } from "~/commerce/catalog/product";
import type { DeliveryTimer } from "~/commerce/checkout/delivery-timer";
import { productTabs } from "~/commerce/catalog/product-page-settings";
import type { ProductTabsView } from "./product-html";
import { productTabParts } from "./product-tab-contents.server";

const IN_STATIC_PARTS: ProductDetail["content"] = {
  ingredients: null,
  nutritionHtml: null,
  texture: null,
  activeIngredients: null,
  recommendedServing: null,
  aminoAcids: [],
  claims: [],
};

/**
 * The product as the page's data carries it, with its tabs: their contents are static parts, so the
 * product itself goes without its description and contents, nor its rating histogram (the review
 * summary's part has it): the browser never reads them.
 */
export function productForPage(
  context: AppLoadContext,
  product: ProductDetail,
  deliveryTimer: DeliveryTimer | null,
): { product: ProductDetail; tabsView: ProductTabsView } {
  const tabs = productTabs(product);
  return {
    product: { ...product, descriptionHtml: null, content: IN_STATIC_PARTS, ratingCounts: [] },
    tabsView: { tabs, parts: productTabParts(context, product, tabs, deliveryTimer) },
  };
}
