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
        ...ProductSummaryFields
        meta_title
        meta_description
        description {
          html
        }
        short_description {
          html
        }
        image {
          url
          label
        }
        media_gallery {
          __typename
          url
          label
          position
          disabled
          image360
          ... on ProductVideo {
            video_content {
              video_title
              video_url
            }
          }
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            position
            values {
              uid
              value_index
              label
            }
          }
          variants {
            attributes {
              code
              value_index
              uid
              label
            }
            product {
              uid
              sku
              name
              stock_status
              small_image {
                url
                label
              }
              price_range {
                ...PriceRangeFields
              }
            }
          }
        }
        ... on BundleProduct {
          items {
            uid
            option_id
            title
            required
            type
            position
            options {
              uid
              label
              quantity
              can_change_quantity
              is_default
              price
              price_type
              product {
                uid
                sku
                name
                stock_status
              }
            }
          }
        }
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
