// The quick-buy display mode of a list: the page's products with their options (flavour, size,
// bundle parts), so a shopper can choose and add from the list. One products query by SKU for the
// whole page, with the product page's own fields so the product page's view model (toProductDetail)
// and its add form serve here unchanged.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";
import { presentItems } from "../lists";
import { toProductDetail, type ProductDetail } from "./product";

export const QUICK_BUY_QUERY = graphql(`
  query QuickBuyProducts($skus: [String!]!, $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductDetailFields
      }
    }
  }
`);

/** The products of these SKUs, in the order given (the list's order); unknown SKUs are left out. */
export async function loadQuickBuy(
  ctx: CommerceRequestContext,
  skus: string[],
): Promise<{ products: ProductDetail[]; cacheTags: string[] }> {
  if (!skus.length) return { products: [], cacheTags: [] };
  const { data, cacheTags } = await commerceRequest(ctx, QUICK_BUY_QUERY, { skus, pageSize: skus.length });
  const bySku = new Map(presentItems(data.products?.items).map((item) => [item.sku ?? "", toProductDetail(item)]));
  return { products: skus.flatMap((sku) => bySku.get(sku) ?? []), cacheTags };
}
