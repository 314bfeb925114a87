// The loader's half of product-html.ts.
import type { AppLoadContext } from "@remix-run/node";
import type { ProductDetail } from "~/commerce/catalog/product";
import { productTabs } from "~/commerce/catalog/product-page-settings";
import { keepForDocument } from "~/shell/document-html.server";
import { PRODUCT_DESCRIPTION_HTML_KEY, PRODUCT_NUTRITION_HTML_KEY, type ProductTabsView } from "./product-html";

/**
 * The product as the page's data carries it: for a document request without its description and
 * nutrition table (the document has them), with the tabs it has.
 */
export function productForPage(
  context: AppLoadContext,
  product: ProductDetail,
): { product: ProductDetail; tabsView: ProductTabsView } {
  const tabs = productTabs(product);
  const description = product.descriptionHtml
    ? keepForDocument(context, PRODUCT_DESCRIPTION_HTML_KEY, product.descriptionHtml)
    : null;
  const nutrition = product.content.nutritionHtml
    ? keepForDocument(context, PRODUCT_NUTRITION_HTML_KEY, product.content.nutritionHtml)
    : null;
  return {
    product: { ...product, descriptionHtml: description, content: { ...product.content, nutritionHtml: nutrition } },
    tabsView: {
      tabs,
      htmlInDocument: {
        description: Boolean(product.descriptionHtml) && description === null,
        nutrition: Boolean(product.content.nutritionHtml) && nutrition === null,
      },
    },
  };
}
