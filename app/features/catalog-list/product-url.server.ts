// Magento's own product address is its url_key at the store's root ("/impact-whey-protein"): the
// backend's emails (a back-in-stock alert) and old links use it. A product address with another
// store view's segment is one too. The catch-all route asks here before it answers 404, and sends
// the shopper on to the product's page.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import { storeViews } from "~/i18n/store-views";
import { presentItems } from "~/commerce/lists";

export const PRODUCT_URL_KEY_QUERY = graphql(`
  query ProductUrlKey($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        url_key
      }
    }
  }
`);

/** The url_key when a visible product has it, else null. */
export async function productUrlKeyExists(ctx: CommerceRequestContext, urlKey: string): Promise<string | null> {
  const { data } = await commerceRequest(ctx, PRODUCT_URL_KEY_QUERY, { urlKey });
  return presentItems(data.products?.items)[0]?.url_key ?? null;
}

/** Every store view's products segment: "products", "produkte", "produits", ... */
const PRODUCT_SEGMENTS = new Set(storeViews.map((view) => view.productsSegment));

/**
 * The url_key a product's address would name, for a path within a store that no route claims:
 * Magento's own (the url_key at the root, as the backend's emails link it), or a product address
 * with another store view's segment ("products/whey" under the French prefix, whose segment is
 * "produits"): a link copied from another store, or a shopper changing the prefix by hand.
 */
export function productKeyInPath(urlPath: string): string | null {
  const [first = "", second, ...more] = urlPath.split("/");
  const key = second !== undefined && more.length === 0 && PRODUCT_SEGMENTS.has(first) ? second : urlPath;
  return /^[a-z0-9-]+$/i.test(key) ? key : null;
}
