// A product list as components see it (category pages, the products section, search results): one
// page of products, the facets to refine by with their counts, what is applied, the sort choices.
// Types and pure functions only: safe to import from components.
import type { FacetCode, ListQuery, SortKey } from "./list-query";
import type { ProductDetail, ProductListPage } from "./product";

export interface FacetOption {
  /** The value as the address carries it (an option id, a category uid, a price range "10_20"). */
  value: string;
  /** The store view's label; for a price range the component formats `range` instead. */
  label: string;
  count: number;
  selected: boolean;
  /** A price option's bounds in the display currency (null: open ended). */
  range?: { from: number | null; to: number | null };
}

export interface Facet {
  code: FacetCode;
  /** The attribute's label in the store view ("Flavour", "Geschmack"). */
  label: string;
  /** Several values at once (checkboxes) or one (radio buttons: category, price). */
  multiple: boolean;
  options: FacetOption[];
}

/** A chosen filter value, as a removable chip. */
export interface AppliedFilter {
  code: FacetCode;
  value: string;
  facetLabel: string;
  label: string;
  range?: { from: number | null; to: number | null };
}

export interface Listing {
  query: ListQuery;
  products: ProductListPage;
  pageSize: number;
  /** Currency of the prices and price ranges shown. */
  currency: string;
  facets: Facet[];
  applied: AppliedFilter[];
  /** The orders the shopper may choose, the list's default first. */
  sortOptions: SortKey[];
  /** The order in effect (the default when the address names none). */
  sort: SortKey;
  /** A search that found nothing: terms that would ("did you mean"). */
  didYouMean: string[];
  /** The quick-buy display mode's products with their options (null in the other modes). */
  quickBuy: ProductDetail[] | null;
  /** Seconds a quick-buy card shows "Added" before it returns to its choices (storeConfig.quickbuy_countdown). */
  quickBuyCountdown: number;
}

/** "10_20" -> { from: 10, to: 20 }; "_20" and "100_" are open ended. */
export function priceRangeOf(value: string): { from: number | null; to: number | null } {
  const [from = "", to = ""] = value.split("_");
  return { from: from ? Number(from) : null, to: to ? Number(to) : null };
}
