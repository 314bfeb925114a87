// The catalogue's reads on a stock Magento 2.4.7 (ADR 0065): the product list (categories, the
// products section, search), a category page's category and the product page's product, each the
// core twin of its extended document (tests/unit/core-documents.test.ts holds them to it). Sent by
// readInDialect, whose answer has the extended shape with the extension's fields null: no sold-out
// badge, content tabs, deal, unit prices, subscribe and save or 360 view; the rest as usual.
import { graphql } from "../generated";

/** What a product card shows, as a stock Magento 2.4.7 answers it: the list's items and the product page's. */
export const PRODUCT_CARD_CORE_FIELDS_FRAGMENT = graphql(`
  fragment ProductCardCoreFields on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    stock_status
    small_image {
      url
      label
    }
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
        regular_price {
          value
          currency
        }
        discount {
          amount_off
          percent_off
        }
      }
    }
    rating_summary
    review_count
    new_from_date
    new_to_date
    only_x_left_in_stock
  }
`);

export const PRODUCT_LIST_CORE_QUERY = graphql(`
  query ProductListCore(
    $filter: ProductAttributeFilterInput
    $search: String
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
    $chosenCategories: [String!] = []
    $withChosenCategories: Boolean = false
    $withShortText: Boolean = false
    $withVariantPictures: Boolean = false
  ) {
    products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...ProductCardCoreFields
        short_description @include(if: $withShortText) {
          html
        }
        ... on ConfigurableProduct @include(if: $withVariantPictures) {
          variants {
            attributes {
              code
              value_index
            }
            product {
              small_image {
                url
              }
            }
          }
        }
      }
      aggregations {
        attribute_code
        label
        position
        options {
          label
          value
          count
        }
      }
      sort_fields {
        default
        options {
          value
        }
      }
      suggestions {
        search
      }
    }
    chosenCategories: categories(filters: { category_uid: { in: $chosenCategories } })
      @include(if: $withChosenCategories) {
      items {
        uid
        name
      }
    }
  }
`);

export const CATEGORY_CORE_QUERY = graphql(`
  query CategoryByPathCore($urlPath: String!) {
    categories(filters: { url_path: { eq: $urlPath } }) {
      items {
        uid
        name
        url_key
        url_path
        description
        breadcrumbs {
          category_uid
          category_name
          category_url_path
        }
        children {
          uid
          name
          url_path
          url_key
          position
        }
      }
    }
  }
`);

export const PRODUCT_PAGE_CORE_QUERY = graphql(`
  query ProductPageCore($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        ...ProductCardCoreFields
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
              media_gallery {
                __typename
                url
                label
                position
                disabled
                ... on ProductVideo {
                  video_content {
                    video_title
                    video_url
                  }
                }
              }
              price_range {
                minimum_price {
                  final_price {
                    value
                    currency
                  }
                  regular_price {
                    value
                    currency
                  }
                  discount {
                    amount_off
                    percent_off
                  }
                }
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
