// A product page's product, by its URL key.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";
import { presentItems } from "../lists";
import { toProductDetail, type ProductDetail } from "./product";

export const PRODUCT_PAGE_QUERY = graphql(`
  query ProductPage($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
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

export async function getProductByUrlKey(
  ctx: CommerceRequestContext,
  urlKey: string,
): Promise<{ product: ProductDetail | null; cacheTags: string[] }> {
  const { data, cacheTags } = await commerceRequest(ctx, PRODUCT_PAGE_QUERY, { urlKey });
  const product = presentItems(data.products?.items)[0];
  return { product: product ? toProductDetail(product) : null, cacheTags };
}
