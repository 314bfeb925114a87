// Magento's own product address is its url_key at the store's root ("/impact-whey-protein"): the
// backend's emails (a back-in-stock alert) and old links use it. The catch-all route asks here
// before it answers 404, and sends the shopper on to the product's page.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
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
