// Layered navigation (ADR 0032): the facet filters of a product list (flavour, size, dietary,
// range, price) and the aggregations a shop shows with them. Counts are disjunctive: each facet is
// counted with every other facet's filter applied but not its own, so choosing one option leaves the
// others of that facet on offer, and an option's count is the total the list has when that facet is set
// to that option alone. Price ranges are Magento's layered-navigation buckets: `from` inclusive, `to`
// exclusive, in the display currency.
import { toDisplay, type DisplayCurrency } from "../shared/money.js";
import { encodeUid } from "../shared/uid.js";
import { priceRange } from "./pricing.js";
import type { AttributeRow, CatalogReader, ProductRow } from "./repository.js";

/** What a list is read with: its store view's catalogue and the display currency. */
export interface FacetScope {
  catalog: CatalogReader;
  display: DisplayCurrency;
}

export type EqFilter = { eq?: string | null; in?: ReadonlyArray<string | null> | null } | null | undefined;
export type RangeFilter = { from?: string | null; to?: string | null } | null | undefined;

/** Attribute facets, in the order a shop lists them after price and category. */
export const ATTRIBUTE_FACETS = ["flavours", "size", "dietary", "product_range", "goal"] as const;
export type AttributeFacet = (typeof ATTRIBUTE_FACETS)[number];
type FacetCode = AttributeFacet | "price";

/** The facet part of a list's filter, parsed: chosen option ids per attribute, a price range. */
export interface FacetFilter {
  attributes: Partial<Record<AttributeFacet, Set<number>>>;
  price: { from: number | null; to: number | null } | null;
}

export interface AggregationOption {
  label: string | null;
  value: string;
  count: number;
}

export interface Aggregation {
  attribute_code: string;
  label: string;
  position: number;
  count: number;
  options: AggregationOption[];
}

/** The chosen values; none (an empty `in`) narrows nothing, as a shop's empty facet does. */
function values(f: EqFilter): string[] | null {
  const chosen = f ? [...(f.in ?? []), ...(f.eq != null ? [f.eq] : [])].filter((v): v is string => v != null) : [];
  return chosen.length ? chosen : null;
}

/** A bound that is not a number is ignored (bad input narrows nothing rather than failing). */
const bound = (v: string | null | undefined): number | null => {
  if (v == null || v.trim() === "") return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export function facetFilterOf(
  filter: Partial<Record<AttributeFacet, EqFilter>> & { price?: RangeFilter },
): FacetFilter {
  const attributes: FacetFilter["attributes"] = {};
  for (const code of ATTRIBUTE_FACETS) {
    const chosen = values(filter[code]);
    if (chosen) attributes[code] = new Set(chosen.map(Number));
  }
  const from = bound(filter.price?.from);
  const to = bound(filter.price?.to);
  return { attributes, price: from === null && to === null ? null : { from, to } };
}

// Per request (a CatalogReader lives for one): a list reads each price and attribute many times over
// for its filters, counts and sorting.
const prices = new WeakMap<CatalogReader, Map<string, number>>();
const attributes = new WeakMap<CatalogReader, Map<string, AttributeRow | undefined>>();

/** Lowest final price of a product in the display currency (what lists show, filter and count on). */
export function listPrice({ catalog, display }: FacetScope, p: ProductRow): number {
  let known = prices.get(catalog);
  if (!known) prices.set(catalog, (known = new Map()));
  const key = `${display.currency}/${p.id}`;
  let price = known.get(key);
  if (price === undefined) known.set(key, (price = toDisplay(display, priceRange(catalog, p).min.final)));
  return price;
}

function attributeByCode(catalog: CatalogReader, code: string): AttributeRow | undefined {
  let known = attributes.get(catalog);
  if (!known) attributes.set(catalog, (known = new Map()));
  if (!known.has(code)) known.set(code, catalog.attributeByCode(code));
  return known.get(code);
}

/** `from` inclusive, `to` exclusive: a product at exactly 20.00 is in 20-30, not in 10-20. */
export const inPriceRange = (price: number, r: { from: number | null; to: number | null }) =>
  (r.from === null || price >= r.from) && (r.to === null || price < r.to);

/** Option ids a product offers for a facet: flavour and size from its variants, the others its own. */
export function optionIdsOf(catalog: CatalogReader, p: ProductRow, code: AttributeFacet): number[] {
  if (code === "flavours" || code === "size") {
    const own = p.type_id === "configurable" ? catalog.children(p.id).map((c) => c[code]) : [p[code]];
    return [...new Set(own.filter((v): v is number => v != null))];
  }
  const attribute = attributeByCode(catalog, code);
  return attribute ? (catalog.attributeValues(attribute.id).get(p.id) ?? []) : [];
}

/** The rows the facet filter keeps: OR within a facet, AND across facets; `except` leaves one facet out. */
export function applyFacets(scope: FacetScope, rows: ProductRow[], f: FacetFilter, except?: FacetCode): ProductRow[] {
  let kept = rows;
  for (const code of ATTRIBUTE_FACETS) {
    const chosen = f.attributes[code];
    if (!chosen || code === except) continue;
    kept = kept.filter((p) => optionIdsOf(scope.catalog, p, code).some((o) => chosen.has(o)));
  }
  const range = f.price;
  if (range && except !== "price") kept = kept.filter((p) => inPriceRange(listPrice(scope, p), range));
  return kept;
}

/** Bucket width for the highest price: a handful of ranges whatever the list (5s for snacks, 10s to 100, ...). */
export function priceStep(max: number): number {
  if (max <= 25) return 5;
  if (max <= 100) return 10;
  if (max <= 250) return 25;
  if (max <= 500) return 50;
  return 100;
}

const LABELS: Record<string, Record<string, string>> = {
  price: { en: "Price", de: "Preis", es: "Precio", fr: "Prix", it: "Prezzo" },
  category: { en: "Category", de: "Kategorie", es: "Categoría", fr: "Catégorie", it: "Categoria" },
  position: { en: "Position", de: "Position", es: "Posición", fr: "Position", it: "Posizione" },
  name: { en: "Product Name", de: "Produktname", es: "Nombre del producto", fr: "Nom du produit", it: "Nome prodotto" },
  relevance: { en: "Relevance", de: "Relevanz", es: "Relevancia", fr: "Pertinence", it: "Rilevanza" },
};

/** A label in the store view's language (English for the English stores and any language without one). */
export const facetLabel = (catalog: CatalogReader, key: keyof typeof LABELS) =>
  LABELS[key][catalog.store.lang] ?? LABELS[key].en;

const rangeValue = (r: { from: number | null; to: number | null }) => `${r.from ?? ""}_${r.to ?? ""}`;

function priceAggregation(scope: FacetScope, base: ProductRow[], f: FacetFilter): Aggregation | null {
  const rows = applyFacets(scope, base, f, "price");
  const prices = rows.map((p) => listPrice(scope, p));
  const options: Array<AggregationOption & { from: number }> = [];
  if (prices.length) {
    const step = priceStep(Math.max(...prices));
    const counts = new Map<number, number>();
    for (const price of prices) {
      const from = Math.floor(price / step) * step;
      counts.set(from, (counts.get(from) ?? 0) + 1);
    }
    for (const [from, count] of counts) {
      options.push({ label: `${from}-${from + step}`, value: `${from}_${from + step}`, count, from });
    }
  }
  // A chosen range that is not one of today's buckets (the steps changed with another filter) stays
  // on offer, so the shopper can see and undo it.
  const chosen = f.price;
  if (chosen && !options.some((o) => o.value === rangeValue(chosen))) {
    const count = prices.filter((p) => inPriceRange(p, chosen)).length;
    const label = `${chosen.from ?? 0}-${chosen.to ?? ""}`;
    options.push({ label, value: rangeValue(chosen), count, from: chosen.from ?? 0 });
  }
  if (!options.length) return null;
  options.sort((a, b) => a.from - b.from);
  return {
    attribute_code: "price",
    label: facetLabel(scope.catalog, "price"),
    position: 0,
    count: options.length,
    options: options.map(({ label, value, count }) => ({ label, value, count })),
  };
}

/** Magento's drill-down: the children of the filtered category, or the top-level categories without one. */
function categoryAggregation(
  scope: FacetScope,
  matches: ProductRow[],
  categoryIds: number[] | null,
): Aggregation | null {
  const { catalog } = scope;
  const ids = new Set(matches.map((r) => r.id));
  const candidates = categoryIds?.length
    ? categoryIds.flatMap((id) => catalog.childCategories(id))
    : catalog.childCategories(2);
  const options = candidates
    .map((c) => ({
      label: c.name,
      value: encodeUid(c.id),
      count: [...catalog.categoryProductPositions([c.id]).keys()].filter((id) => ids.has(id)).length,
    }))
    .filter((o) => o.count > 0);
  if (!options.length) return null;
  return {
    attribute_code: "category_uid",
    label: facetLabel(catalog, "category"),
    position: 1,
    count: options.length,
    options,
  };
}

function attributeAggregation(
  scope: FacetScope,
  base: ProductRow[],
  f: FacetFilter,
  code: AttributeFacet,
  position: number,
): Aggregation | null {
  const { catalog } = scope;
  const attribute = attributeByCode(catalog, code);
  if (!attribute) return null;
  const counts = new Map<number, number>();
  for (const p of applyFacets(scope, base, f, code)) {
    for (const o of optionIdsOf(catalog, p, code)) counts.set(o, (counts.get(o) ?? 0) + 1);
  }
  const chosen = f.attributes[code];
  const options = catalog
    .attributeOptions(attribute.id)
    .filter((o) => counts.has(o.id) || chosen?.has(o.id))
    .map((o) => ({ label: o.label, value: String(o.id), count: counts.get(o.id) ?? 0 }));
  if (!options.length) return null;
  return { attribute_code: code, label: attribute.label, position, count: options.length, options };
}

/** What a list was narrowed by, for its aggregations. */
export interface ListFacets {
  /** the list before the facet filters (search, category, sku, url key, text filters) */
  base: ProductRow[];
  /** the list itself: every filter applied */
  matches: ProductRow[];
  facets: FacetFilter;
  categoryIds: number[] | null;
}

/** The aggregations of a list: price, category, flavour, size, dietary, range; empty facets left out. */
export function aggregations(scope: FacetScope, list: ListFacets): Aggregation[] {
  return [
    priceAggregation(scope, list.base, list.facets),
    categoryAggregation(scope, list.matches, list.categoryIds),
    ...ATTRIBUTE_FACETS.map((code, i) => attributeAggregation(scope, list.base, list.facets, code, 2 + i)),
  ].filter((a): a is Aggregation => a !== null);
}

/** Sort fields of a list: the store's (catalog_available_sort_by), relevance first for a search. */
export function sortFields(
  catalog: CatalogReader,
  config: Record<string, unknown>,
  search: boolean,
): { default: string; options: Array<{ value: string; label: string }> } {
  const configured = String(config.catalog_available_sort_by ?? "position,name,price")
    .split(",")
    .map((s) => s.trim())
    .filter((s): s is "position" | "name" | "price" => s === "position" || s === "name" || s === "price");
  const fields = [...(search ? (["relevance"] as const) : []), ...new Set(configured)];
  const fallback = String(config.catalog_default_sort_by ?? "position");
  const options = fields.map((value) => ({ value, label: facetLabel(catalog, value) }));
  return {
    default: search ? "relevance" : fields.some((f) => f === fallback) ? fallback : (fields[0] ?? "position"),
    options,
  };
}
