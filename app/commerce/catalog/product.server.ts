// A product page's product, by its URL key, with the categories its breadcrumbs come from.
import { required, type CommerceRequestContext } from "../client.server";
import { readInDialect } from "../core/answers.server";
import { PRODUCT_PAGE_CORE_QUERY } from "../core/catalog.server";
import { graphql } from "../generated";
import { presentItems } from "../lists";
import { toProductDetail, type ProductDetail } from "./product";
import type { TrailCategory } from "./search";

/** One entry of a media gallery: a picture, a video or a 360° spin (the product's and each variant's). */
export const MEDIA_GALLERY_ENTRY_FRAGMENT = graphql(`
  fragment MediaGalleryEntryFields on MediaGalleryInterface {
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
`);

/** Everything the product page shows of a product (also quick buy's, so both share one view model). */
export const PRODUCT_DETAIL_FRAGMENT = graphql(`
  fragment ProductDetailFields on ProductInterface {
    ...ProductSummaryFields
    product_id
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
    # the tabs: ingredients, nutrition (HTML), texture, active ingredients, serving
    ingredients
    nutrition
    texture
    active_ingredients
    recommended_serving
    # the reviews' histogram: how many gave each number of stars
    review_rating_counts {
      stars
      count
    }
    # what a pack holds: the unit prices beside the price
    serving_grams
    net_weight_grams
    servings_per_pack
    amino_acid_profile {
      name
      per_serving
      per_100g
    }
    claims_list
    # a deal: its price and end, and how many of the deal's units are claimed
    deal_price
    deal_end_time
    claimed_percent
    # subscribe and save: the percentage off and the delivery intervals (null: one-off only)
    subscribe_and_save {
      discount_percent
      frequencies_weeks
      default_frequency_weeks
    }
    media_gallery {
      ...MediaGalleryEntryFields
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
          # a flavour's colour dot
          swatch_data {
            value
          }
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
          # the variant's own pictures: the gallery follows the chosen variant
          media_gallery {
            ...MediaGalleryEntryFields
          }
          price_range {
            ...PriceRangeFields
          }
          net_weight_grams
          servings_per_pack
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
`);

export const PRODUCT_PAGE_QUERY = graphql(`
  query ProductPage($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        ...ProductDetailFields
        # the categories its breadcrumbs come from
        categories {
          uid
          name
          url_path
          breadcrumbs {
            category_uid
            category_name
            category_url_path
          }
        }
      }
    }
  }
`);

export async function getProductByUrlKey(
  ctx: CommerceRequestContext,
  urlKey: string,
): Promise<{ product: ProductDetail | null; categories: TrailCategory[]; cacheTags: string[] }> {
  const { data, cacheTags } = await readInDialect(ctx, PRODUCT_PAGE_QUERY, PRODUCT_PAGE_CORE_QUERY, { urlKey });
  // Magento answers an unknown url_key with an empty list: an answer with no list at all is the
  // backend's fault (502), never "no such product" (a 404 that a shopper would be told and kept).
  const product = presentItems(required(data.products, "products").items)[0];
  const categories = presentItems(product?.categories).map((category) => ({
    uid: category.uid,
    name: category.name ?? "",
    urlPath: category.url_path || null,
    parents: presentItems(category.breadcrumbs).map((crumb) => ({
      uid: crumb.category_uid,
      name: crumb.category_name ?? "",
      urlPath: crumb.category_url_path || null,
    })),
  }));
  return { product: product ? toProductDetail(product) : null, categories, cacheTags };
}
