// The header search's suggestions, the search page's state and the breadcrumb trail as components
// see them. Types and pure functions only: safe to import from components.
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, type ListQuery } from "./list-query";
import type { ProductPrice } from "./product";

/** A product the search box offers as the shopper types. */
export interface SuggestedProduct {
  uid: string;
  name: string;
  urlKey: string;
  imageUrl: string | null;
  price: ProductPrice;
  /** Configurable products and bundles start at their price, written "From £19.99" as on cards. */
  priceIsFrom: boolean;
}

/** A category the search box offers (its name matches, or a suggested product is in it). */
export interface SuggestedCategory {
  uid: string;
  name: string;
  urlPath: string;
}

export interface Suggestions {
  products: SuggestedProduct[];
  categories: SuggestedCategory[];
  /** The store's word before a starting price ("From", "Ab"), so the box needs no catalogue texts. */
  fromWord?: string;
}

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 4;

export const noSuggestions = (): Suggestions => ({ products: [], categories: [] });

/**
 * What the search page does with its address: nothing to search (a form and popular categories), a
 * text too short to search (one letter would match everything), or a search (maybe of a cut text).
 */
export type SearchState =
  { kind: "empty" } | { kind: "short"; q: string } | { kind: "search"; q: string; cut: boolean };

export function searchStateOf(query: ListQuery): SearchState {
  if (!query.q) return { kind: "empty" };
  if (Array.from(query.q).length < MIN_SEARCH_LENGTH) return { kind: "short", q: query.q };
  return { kind: "search", q: query.q, cut: query.qTruncated };
}

/** A suggestions request's text: trimmed, searched only from MIN_SEARCH_LENGTH to MAX_SEARCH_LENGTH. */
export function suggestionText(raw: string | null): string | null {
  const q = (raw ?? "").replace(/\s+/g, " ").trim();
  const length = Array.from(q).length;
  return length >= MIN_SEARCH_LENGTH && length <= MAX_SEARCH_LENGTH ? q : null;
}

/** A product's category as its page's breadcrumbs need it: the categories above it from the top. */
export interface TrailCategory {
  uid: string;
  name: string;
  urlPath: string | null;
  /** The categories above it, from the top. */
  parents: { uid: string; name: string; urlPath: string | null }[];
}

/**
 * The trail of a product page: of the product's categories, the deepest one under the store's menu
 * (a product may also sit in a landing or sale category outside it); null without any category.
 */
export function productTrail(
  categories: TrailCategory[],
  menuUids: readonly string[],
): { name: string; urlPath: string | null }[] | null {
  const inMenu = (category: TrailCategory) =>
    menuUids.includes(category.parents[0]?.uid ?? category.uid) && category.urlPath !== null;
  const candidates = categories.filter(inMenu);
  const pool = candidates.length ? candidates : categories.filter((category) => category.urlPath !== null);
  const deepest = pool.reduce<TrailCategory | null>(
    (best, category) => (!best || category.parents.length > best.parents.length ? category : best),
    null,
  );
  if (!deepest) return null;
  return [...deepest.parents, deepest].map(({ name, urlPath }) => ({ name, urlPath }));
}

/**
 * A BreadcrumbList (schema.org) as JSON for a `<script type="application/ld+json">`: absolute URLs,
 * and "<" written as \u003c so that a name with "</script>" cannot end the script element.
 */
export function breadcrumbJsonLd(origin: string, items: { name: string; path: string | null }[]): string {
  const base = origin.replace(/\/+$/, "");
  const json = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.path ? { item: `${base}${item.path}` } : {}),
    })),
  });
  return json.replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
