// Catalogue reads: category pages and product pages.
import { commerceRequest, type CommerceRequestContext } from "./client.server";
import type {
  CategoryByPathQuery,
  CategoryByPathQueryVariables,
  ProductListQuery,
  ProductListQueryVariables,
  ProductPageQuery,
  ProductPageQueryVariables,
  SortEnum,
} from "./generated/operations";
import { presentItems } from "./lists";
import type { ListItem, ProductList } from "./types";

const PRICE_RANGE_FRAGMENT = /* GraphQL */ `
  fragment PriceRangeFields on PriceRange {
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
`;

const PRODUCT_SUMMARY_FRAGMENT = /* GraphQL */ `
  fragment ProductSummaryFields on ProductInterface {
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
      ...PriceRangeFields
    }
  }
  ${PRICE_RANGE_FRAGMENT}
`;

export const CATEGORY_QUERY = /* GraphQL */ `
  query CategoryByPath($urlPath: String!) {
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
`;

export type CategoryDetail = ListItem<NonNullable<CategoryByPathQuery["categories"]>["items"]>;

export async function getCategoryByPath(ctx: CommerceRequestContext, urlPath: string) {
  const { data, cacheTags } = await commerceRequest<CategoryByPathQuery, CategoryByPathQueryVariables>(
    ctx,
    CATEGORY_QUERY,
    {
      urlPath,
    },
  );
  return { category: presentItems(data.categories?.items)[0] ?? null, cacheTags };
}

export const PRODUCT_LIST_QUERY = /* GraphQL */ `
  query ProductList(
    $filter: ProductAttributeFilterInput
    $search: String
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
  ) {
    products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...ProductSummaryFields
      }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
`;

export type ProductSortField = "position" | "name" | "price";
export type SortDirection = SortEnum;

export interface ProductListRequest {
  categoryUid?: string;
  search?: string;
  sort?: { field: ProductSortField; direction: SortDirection };
  pageSize: number;
  currentPage: number;
}

/** Magento answers `products` for any filter; a null in its place reads as an empty page. */
const EMPTY_PRODUCT_LIST: ProductList = { total_count: 0, page_info: null, items: [] };

export async function listProducts(ctx: CommerceRequestContext, request: ProductListRequest) {
  const filter = request.categoryUid ? { category_uid: { eq: request.categoryUid } } : undefined;
  const sort = request.sort ? { [request.sort.field]: request.sort.direction } : undefined;
  const { data, cacheTags } = await commerceRequest<ProductListQuery, ProductListQueryVariables>(
    ctx,
    PRODUCT_LIST_QUERY,
    {
      filter,
      search: request.search,
      sort,
      pageSize: request.pageSize,
      currentPage: request.currentPage,
    },
  );
  return { products: data.products ?? EMPTY_PRODUCT_LIST, cacheTags };
}

export const PRODUCT_PAGE_QUERY = /* GraphQL */ `
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
  ${PRODUCT_SUMMARY_FRAGMENT}
`;

export async function getProductByUrlKey(ctx: CommerceRequestContext, urlKey: string) {
  const { data, cacheTags } = await commerceRequest<ProductPageQuery, ProductPageQueryVariables>(
    ctx,
    PRODUCT_PAGE_QUERY,
    {
      urlKey,
    },
  );
  return { product: presentItems(data.products?.items)[0] ?? null, cacheTags };
}
