// Product listings: one page of a category's products, for the category pages and the products
// section, where a page number past the end (Magento answers it with a GraphQL error) is a 404.
import { data } from "@remix-run/node";
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import type { SortEnum } from "../generated/graphql";
import type { CachedStoreData } from "../store/store.server";
import { toProductListPage, type ProductListPage } from "./product";

export const PRODUCT_LIST_QUERY = graphql(`
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
`);

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
export async function listProducts(
  ctx: CommerceRequestContext,
  request: ProductListRequest,
): Promise<{ products: ProductListPage; cacheTags: string[] }> {
  const filter = request.categoryUid ? { category_uid: { eq: request.categoryUid } } : undefined;
  const sort = request.sort ? { [request.sort.field]: request.sort.direction } : undefined;
  const { data, cacheTags } = await commerceRequest(ctx, PRODUCT_LIST_QUERY, {
    filter,
    search: request.search,
    sort,
    pageSize: request.pageSize,
    currentPage: request.currentPage,
  });
  return { products: toProductListPage(data.products), cacheTags };
}

/** SPEC §9 default page size, used when the store does not say otherwise. */
export const DEFAULT_PAGE_SIZE = 18;

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** ?page=N, a positive whole number; anything else is not a page of this listing. */
export function pageNumberFrom(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) notFound();
  return Number(raw);
}

export async function listingPage(
  ctx: CommerceRequestContext,
  store: CachedStoreData,
  categoryUid: string,
  currentPage: number,
) {
  const pageSize = store.data.storeConfig.grid_per_page || DEFAULT_PAGE_SIZE;
  const { products, cacheTags } = await listProducts(ctx, {
    categoryUid,
    pageSize,
    currentPage,
    sort: { field: "position", direction: "ASC" },
  }).catch((error: unknown) => {
    if (currentPage > 1 && isCommerceError(error) && error.kind === "graphql") notFound();
    throw error;
  });
  if (currentPage > 1 && currentPage > products.totalPages) notFound();
  return { products, cacheTags };
}
