// The product's own markup (its description, its nutrition table: HTML from the backend) is in a
// product page's document once: a document request's loader keeps it out of the data the page
// hydrates from (app/components/ui/document-html.tsx), as it does the review list and the JSON-LD.
// The tabs a product has are decided before, on the server, so that the browser needs neither.
import type { TabId } from "~/commerce/catalog/product-page-settings";

export const PRODUCT_DESCRIPTION_HTML_KEY = "product-description";
export const PRODUCT_NUTRITION_HTML_KEY = "product-nutrition";

/** Which of the product's markup the document holds instead of the loader data. */
export interface ProductHtmlInDocument {
  description: boolean;
  nutrition: boolean;
}

/** What the tabs read besides the product: its tabs and where its markup is. */
export interface ProductTabsView {
  tabs: TabId[];
  htmlInDocument: ProductHtmlInDocument;
}
