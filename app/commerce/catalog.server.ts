// Catalogue reads: category pages and product pages.
import { commerceRequest, type CommerceRequestContext } from "./client.server";
import type { ProductDetail, ProductSummary } from "./types";

const PRICE_RANGE_FRAGMENT = /* GraphQL */ `
  fragment PriceRangeFields on PriceRange {
    minimum_price {
      final_price { value currency }
      regular_price { value currency }
      discount { amount_off percent_off }
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
    small_image { url label }
    price_range { ...PriceRangeFields }
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
        breadcrumbs { category_uid category_name category_url_path }
        children { uid name url_path url_key position }
      }
    }
  }
`;

export interface CategoryDetail {
  uid: string;
  name: string;
  url_key: string;
  url_path: string;
  description: string | null;
  breadcrumbs: Array<{ category_uid: string; category_name: string; category_url_path: string }> | null;
  children: Array<{ uid: string; name: string; url_path: string; url_key: string; position: number | null }>;
}

export async function getCategoryByPath(ctx: CommerceRequestContext, urlPath: string) {
  const { data, cacheTags } = await commerceRequest<{ categories: { items: CategoryDetail[] } }>(ctx, CATEGORY_QUERY, {
    urlPath,
  });
  return { category: data.categories.items[0] ?? null, cacheTags };
}

export const PRODUCT_LIST_QUERY = /* GraphQL */ `
  query ProductList($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {
    products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info { current_page page_size total_pages }
      items { ...ProductSummaryFields }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
`;

export type ProductSortField = "position" | "name" | "price";
export type SortDirection = "ASC" | "DESC";

export interface ProductListRequest {
  categoryUid?: string;
  search?: string;
  sort?: { field: ProductSortField; direction: SortDirection };
  pageSize: number;
  currentPage: number;
}

export interface ProductList {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: ProductSummary[];
}

export async function listProducts(ctx: CommerceRequestContext, request: ProductListRequest) {
  const filter = request.categoryUid ? { category_uid: { eq: request.categoryUid } } : undefined;
  const sort = request.sort ? { [request.sort.field]: request.sort.direction } : undefined;
  const { data, cacheTags } = await commerceRequest<{ products: ProductList }>(ctx, PRODUCT_LIST_QUERY, {
    filter,
    search: request.search,
    sort,
    pageSize: request.pageSize,
    currentPage: request.currentPage,
  });
  return { products: data.products, cacheTags };
}

export const PRODUCT_PAGE_QUERY = /* GraphQL */ `
  query ProductPage($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        ...ProductSummaryFields
        meta_title
        meta_description
        description { html }
        short_description { html }
        image { url label }
        media_gallery {
          __typename
          url
          label
          position
          disabled
          image360
          ... on ProductVideo { video_content { video_title video_url } }
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            position
            values { uid value_index label }
          }
          variants {
            attributes { code value_index uid label }
            product {
              uid
              sku
              name
              stock_status
              small_image { url label }
              price_range { ...PriceRangeFields }
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
              is_default
              price
              product { sku name stock_status }
            }
          }
        }
      }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
`;

export async function getProductByUrlKey(ctx: CommerceRequestContext, urlKey: string) {
  const { data, cacheTags } = await commerceRequest<{ products: { items: ProductDetail[] } }>(ctx, PRODUCT_PAGE_QUERY, {
    urlKey,
  });
  return { product: data.products.items[0] ?? null, cacheTags };
}
