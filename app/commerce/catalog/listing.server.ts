// Product lists: one page of a category's products, the products section or search results, with
// the facets to refine by and the sort choices (ADR 0032). A page number past the end
// (Magento answers it with a GraphQL error) is a 404.
import { data } from "@remix-run/node";
import type { CommerceRequestContext } from "../client.server";
import { readInDialect } from "../core/answers.server";
import { speaksExtensions } from "../core/dialect.server";
import { PRODUCT_LIST_CORE_QUERY } from "../core/catalog.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import type { ProductListQuery, SortEnum } from "../generated/graphql";
import { presentItems } from "../lists";
import type { CachedStoreData } from "../store/store.server";
import { FACET_CODES, FACETS, sortInput, type FacetCode, type ListQuery, type SortKey } from "./list-query";
import { priceRangeOf, type AppliedFilter, type Facet, type Listing } from "./listing";
import { toProductListPage, VARIANT_FACETS, type ProductListPage } from "./product";
import { loadQuickBuy } from "./quick-buy.server";

export const PRODUCT_LIST_QUERY = graphql(`
  query ProductList(
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
        ...ProductSummaryFields
        # the list display mode's line under the name
        short_description @include(if: $withShortText) {
          html
        }
        # a list refined by flavour or size shows the picture of the variant it was refined to
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

export type ProductSortField = "position" | "name" | "price";
export type SortDirection = SortEnum;

export interface ProductListRequest {
  categoryUid?: string;
  search?: string;
  sort?: { field: ProductSortField; direction: SortDirection };
  pageSize: number;
  currentPage: number;
}

/** A plain page of a category's products (the home page's featured products). */
export async function listProducts(
  ctx: CommerceRequestContext,
  request: ProductListRequest,
): Promise<{ products: ProductListPage; cacheTags: string[] }> {
  const filter = request.categoryUid ? { category_uid: { eq: request.categoryUid } } : undefined;
  const sort = request.sort ? { [request.sort.field]: request.sort.direction } : undefined;
  const { data, cacheTags } = await readInDialect(ctx, PRODUCT_LIST_QUERY, PRODUCT_LIST_CORE_QUERY, {
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
/** Seconds the quick-buy card says "Added" before it offers its choices again, when the store does not say. */
export const DEFAULT_QUICKBUY_COUNTDOWN = 10;

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

/** What a list shows before the shopper refines it: a category (or the root for all products), or a search. */
export type ListScope = { categoryUid: string; search?: undefined } | { search: string; categoryUid?: undefined };

/** The store's default order of a category list (catalog_default_sort_by), ascending as Magento's is. */
function defaultSortOf(field: string | null | undefined): SortKey {
  if (field === "name") return "name_asc";
  if (field === "price") return "price_asc";
  return "position";
}

/** Magento's sort field values -> the shop's sort keys, both directions where it makes sense. */
function sortKeysFrom(fields: readonly string[], searching: boolean): SortKey[] {
  const keys: SortKey[] = searching ? ["relevance"] : [];
  for (const field of fields) {
    if (field === "position") keys.push("position");
    if (field === "name") keys.push("name_asc", "name_desc");
    if (field === "price") keys.push("price_asc", "price_desc");
  }
  return [...new Set(keys)];
}

type Aggregations = NonNullable<NonNullable<ProductListQuery["products"]>["aggregations"]>;

/** The backend's aggregations as facets, in the shop's order; an option without products is not offered. */
export function facetsFrom(aggregations: Aggregations, query: ListQuery): Facet[] {
  return FACETS.flatMap(({ code, multiple }) => {
    const aggregation = presentItems(aggregations).find((a) => a.attribute_code === code);
    if (!aggregation) return [];
    const chosen = query.filters[code] ?? [];
    const options = presentItems(aggregation.options)
      .filter((option) => (option.count ?? 0) > 0 || chosen.includes(option.value))
      .map((option) => ({
        value: option.value,
        label: option.label ?? option.value,
        count: option.count ?? 0,
        selected: chosen.includes(option.value),
        ...(code === "price" ? { range: priceRangeOf(option.value) } : {}),
      }));
    return options.length ? [{ code, label: aggregation.label ?? code, multiple, options }] : [];
  });
}

/** Chips for what is applied, labelled from the facets (a chosen category from its own name). */
function appliedFrom(query: ListQuery, facets: Facet[], categoryNames: Map<string, string>): AppliedFilter[] {
  return FACETS.flatMap(({ code }) =>
    (query.filters[code] ?? []).map((value) => {
      const facet = facets.find((f) => f.code === code);
      const option = facet?.options.find((o) => o.value === value);
      return {
        code,
        value,
        facetLabel: facet?.label ?? code,
        label: option?.label ?? categoryNames.get(value) ?? value,
        ...(code === "price" ? { range: priceRangeOf(value) } : {}),
      };
    }),
  );
}

/** The Magento filter of a list: its scope, with a chosen sub-category in place of its category. */
function filterOf(scope: ListScope, query: ListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const category = query.filters.category_uid?.[0] ?? scope.categoryUid;
  if (category) filter.category_uid = { eq: category };
  for (const { code } of FACETS) {
    const values = query.filters[code];
    if (!values?.length || code === "category_uid") continue;
    if (code === "price") {
      const { from, to } = priceRangeOf(values[0]);
      filter.price = { ...(from !== null ? { from: String(from) } : {}), ...(to !== null ? { to: String(to) } : {}) };
    } else filter[code] = { in: values };
  }
  return filter;
}

/** The attribute codes a backend refused as list filters ("Field "x" is not defined by type ProductAttributeFilterInput"). */
function refusedFilterCodes(error: unknown): string[] {
  if (!isCommerceError(error) || error.kind !== "graphql") return [];
  return error.messages.flatMap((message) => {
    const match = /Field "(\w+)" is not defined by type "ProductAttributeFilterInput"/.exec(message);
    return match && FACET_CODES.includes(match[1] as FacetCode) ? [match[1]] : [];
  });
}

/** One page of a list, refined, sorted and counted as its address says. */
export async function loadListing(
  ctx: CommerceRequestContext,
  store: CachedStoreData,
  scope: ListScope,
  query: ListQuery,
): Promise<{ listing: Listing; cacheTags: string[] }> {
  const pageSize = store.data.storeConfig.grid_per_page || DEFAULT_PAGE_SIZE;
  const searching = scope.search !== undefined;
  const sort = query.sort ?? (searching ? "relevance" : defaultSortOf(store.data.storeConfig.catalog_default_sort_by));
  const read = (listed: ListQuery) =>
    readInDialect(ctx, PRODUCT_LIST_QUERY, PRODUCT_LIST_CORE_QUERY, {
      filter: filterOf(scope, listed),
      search: scope.search,
      sort: sortInput(sort),
      pageSize,
      currentPage: listed.page,
      chosenCategories: listed.filters.category_uid ?? [],
      withChosenCategories: !!listed.filters.category_uid?.length,
      withShortText: listed.mode === "list",
      withVariantPictures: VARIANT_FACETS.some((code) => listed.filters[code]?.length),
    });
  // The facets are the backend's aggregations: Magento aggregates the attributes it marks filterable
  // and takes those same attributes in its filter input. A backend that aggregates an attribute but
  // refuses it as a filter (its published filter input only) gets the list without that filter, and
  // the facet is no longer offered: never an error page.
  const refused = new Set<string>();
  let listed = query;
  const answer = await read(listed)
    .catch(async (error: unknown) => {
      const codes = refusedFilterCodes(error);
      if (!codes.length) throw error;
      codes.forEach((code) => refused.add(code));
      listed = {
        ...query,
        filters: Object.fromEntries(Object.entries(query.filters).filter(([code]) => !refused.has(code))),
      };
      return read(listed);
    })
    .catch((error: unknown) => {
      if (query.page > 1 && isCommerceError(error) && error.kind === "graphql") notFound();
      throw error;
    });
  const { data, cacheTags } = answer;
  const products = toProductListPage(data.products, listed.filters);
  if (query.page > 1 && query.page > products.totalPages) notFound();
  // Quick buy needs each product's options (flavour, size, bundle parts): one more query, for this page
  // only. It finds them by SKU, a filter stock Magento lacks: there the cards stay plain product cards.
  const quickBuy =
    query.mode === "quickbuy" && (await speaksExtensions(ctx))
      ? await loadQuickBuy(ctx, products.products.map((p) => p.sku).filter(Boolean))
      : null;
  const facets = facetsFrom(
    presentItems(data.products?.aggregations).filter((a) => !refused.has(a.attribute_code)),
    listed,
  );
  const categoryNames = new Map(presentItems(data.chosenCategories?.items).map((c) => [c.uid, c.name ?? c.uid]));
  const sortFields = presentItems(data.products?.sort_fields?.options).flatMap((o) => (o.value ? [o.value] : []));
  const sortOptions = sortKeysFrom(sortFields.length ? sortFields : ["position", "name", "price"], searching);
  return {
    listing: {
      query: listed,
      products,
      pageSize,
      currency:
        products.products[0]?.price.final?.currency ?? ctx.currency ?? store.data.storeConfig.base_currency_code ?? "",
      facets,
      applied: appliedFrom(listed, facets, categoryNames),
      sortOptions: sortOptions.includes(sort) ? sortOptions : [sort, ...sortOptions],
      sort,
      didYouMean: presentItems(data.products?.suggestions).map((s) => s.search),
      quickBuy: quickBuy?.products ?? null,
      quickBuyCountdown: Math.max(0, store.data.storeConfig.quickbuy_countdown ?? DEFAULT_QUICKBUY_COUNTDOWN),
    },
    cacheTags: quickBuy ? [...cacheTags, ...quickBuy.cacheTags] : cacheTags,
  };
}

export type { FacetCode };
