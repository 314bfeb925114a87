// A product list's state in its address: filters, sort, page, display mode and the search text.
// Every list is a plain GET form, so the address is the state: parse reads it, build writes it, and
// build(parse(x)) is the canonical form of x (unknown or malformed parts dropped, values ordered).
// Pure functions and types only: the loaders, the forms and the links all use this module.
import { MAX_SEARCH_LENGTH } from "./search-limits";

export { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from "./search-limits";

/** The facets a list can be refined by, in the order the filters panel shows them. */
export const FACETS = [
  // attribute code (as Magento's aggregations and filters name it) -> URL parameter
  { code: "category_uid", param: "cat", multiple: false },
  { code: "flavours", param: "flavour", multiple: true },
  { code: "size", param: "size", multiple: true },
  { code: "dietary", param: "diet", multiple: true },
  { code: "product_range", param: "range", multiple: true },
  { code: "price", param: "price", multiple: false },
] as const;

export type FacetCode = (typeof FACETS)[number]["code"];

export const FACET_CODES: readonly FacetCode[] = FACETS.map((facet) => facet.code);

export const SORT_KEYS = ["relevance", "position", "name_asc", "name_desc", "price_asc", "price_desc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const DISPLAY_MODES = ["grid", "list", "quickbuy"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export interface ListQuery {
  /** The search text, trimmed and at most MAX_SEARCH_LENGTH characters; "" when not searching. */
  q: string;
  /** True when the address asked for a longer text than MAX_SEARCH_LENGTH (the page says it was cut). */
  qTruncated: boolean;
  /** Chosen values per facet (option ids, a category uid, a price range "10_20"), sorted. */
  filters: Partial<Record<FacetCode, string[]>>;
  /** Null: the list's default order (relevance for a search, position otherwise). */
  sort: SortKey | null;
  page: number;
  mode: DisplayMode;
}

export const emptyListQuery = (): ListQuery => ({
  q: "",
  qTruncated: false,
  filters: {},
  sort: null,
  page: 1,
  mode: "grid",
});

// A value of a facet: an option id, a base64 uid, or a price range "from_to" (either end may be open).
const VALUE_PATTERN: Record<FacetCode, RegExp> = {
  category_uid: /^[A-Za-z0-9+/=_-]{1,64}$/,
  flavours: /^\d{1,9}$/,
  size: /^\d{1,9}$/,
  dietary: /^\d{1,9}$/,
  product_range: /^\d{1,9}$/,
  price: /^(\d{1,7}(\.\d{1,2})?)?_(\d{1,7}(\.\d{1,2})?)?$/,
};
/** More values than any real shopper ticks in one facet: the rest are dropped. */
const MAX_VALUES_PER_FACET = 20;

const isSortKey = (value: string | null): value is SortKey => SORT_KEYS.includes(value as SortKey);
const isDisplayMode = (value: string | null): value is DisplayMode => DISPLAY_MODES.includes(value as DisplayMode);

/**
 * The list state of an address. Unknown parameters and malformed values are dropped, not refused:
 * an old or hand-edited link still shows a list. The page is the one part that can be wrong enough
 * to answer 404 (the loaders check it with pageNumberFrom), so here a bad page reads as 1.
 */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const query = emptyListQuery();
  const rawQ = (params.get("q") ?? "").replace(/\s+/g, " ").trim();
  query.q = Array.from(rawQ).slice(0, MAX_SEARCH_LENGTH).join("").trim();
  query.qTruncated = Array.from(rawQ).length > MAX_SEARCH_LENGTH;
  for (const { code, param, multiple } of FACETS) {
    const values = [...new Set(params.getAll(param).filter((value) => VALUE_PATTERN[code].test(value)))]
      .sort()
      .slice(0, multiple ? MAX_VALUES_PER_FACET : 1);
    if (values.length && values.some((value) => value !== "_")) query.filters[code] = values;
  }
  const sort = params.get("sort");
  if (isSortKey(sort)) query.sort = sort;
  const page = params.get("page");
  if (page && /^[1-9]\d{0,4}$/.test(page)) query.page = Number(page);
  const mode = params.get("mode");
  if (isDisplayMode(mode)) query.mode = mode;
  return query;
}

/**
 * The address's query string for a list state ("" or "?..."): the canonical order q, filters in
 * FACETS order, sort, mode, page; defaults (grid, page 1, the list's default sort) are left out.
 */
export function buildListSearch(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const { code, param } of FACETS) {
    for (const value of [...(query.filters[code] ?? [])].sort()) params.append(param, value);
  }
  if (query.sort) params.set("sort", query.sort);
  if (query.mode !== "grid") params.set("mode", query.mode);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A change to a list state; any change but a page change starts again at page 1. */
export function withListChange(query: ListQuery, change: Partial<Omit<ListQuery, "qTruncated">>): ListQuery {
  return { ...query, page: 1, ...change, qTruncated: false };
}

/** The list with one facet value added (or, for a single-choice facet, chosen instead). */
export function withFilter(query: ListQuery, code: FacetCode, value: string): ListQuery {
  const multiple = FACETS.find((facet) => facet.code === code)?.multiple ?? false;
  const current = query.filters[code] ?? [];
  const values = multiple ? [...new Set([...current, value])].sort() : [value];
  return withListChange(query, { filters: { ...query.filters, [code]: values } });
}

/** The list without one facet value (a chip's remove link). */
export function withoutFilter(query: ListQuery, code: FacetCode, value: string): ListQuery {
  const values = (query.filters[code] ?? []).filter((v) => v !== value);
  const filters = { ...query.filters, [code]: values };
  if (!values.length) delete filters[code];
  return withListChange(query, { filters });
}

/** "Clear all": the same list (search text, sort, mode) without any filter. */
export const withoutFilters = (query: ListQuery): ListQuery => withListChange(query, { filters: {} });

export const hasFilters = (query: ListQuery): boolean => Object.values(query.filters).some((v) => v?.length);

/** The Magento sort input of a sort key (null: the backend's default order for the list). */
export function sortInput(sort: SortKey | null): Record<string, "ASC" | "DESC"> | null {
  switch (sort) {
    case null:
      return null;
    case "relevance":
      return { relevance: "DESC" };
    case "position":
      return { position: "ASC" };
    case "name_asc":
      return { name: "ASC" };
    case "name_desc":
      return { name: "DESC" };
    case "price_asc":
      return { price: "ASC" };
    case "price_desc":
      return { price: "DESC" };
  }
}
