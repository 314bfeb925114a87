// Catalogue rules: which products a listing shows (search, filters, sorting, pages, aggregations),
// categories, configurable options and variants, bundle options, media and prices in the display
// currency. Plain data in, plain data out: the GraphQL resolvers shape it into Magento's types.
import { ShopError } from "../shared/errors.js";
import { toDisplay, type DisplayCurrency } from "../shared/money.js";
import { decodeUid, encodeUid } from "../shared/uid.js";
import {
  applyFacets,
  facetFilterOf,
  listPrice,
  type EqFilter,
  type FacetFilter,
  type ListFacets,
  type RangeFilter,
} from "./facets.js";
import {
  bundleOptionRange,
  displayPrice,
  isSalable,
  onSale,
  optionSelections,
  priceRange,
  unitPrice,
  type DisplayPrice,
} from "./pricing.js";
import type {
  AttributeRow,
  BundleOptionRow,
  BundleSelectionRow,
  CatalogReader,
  CategoryRow,
  MediaRow,
  OptionRow,
  ProductRow,
} from "./repository.js";

/** What one request reads the catalogue with: its store view's reader and its display currency. */
export interface CatalogScope {
  catalog: CatalogReader;
  display: DisplayCurrency;
}

export type { EqFilter, RangeFilter };
export { aggregations, listPrice, type Aggregation, type AggregationOption } from "./facets.js";
export type MatchFilter = { match?: string | null; match_type?: "FULL" | "PARTIAL" | null } | null | undefined;

export interface ProductFilter {
  category_id?: EqFilter;
  category_uid?: EqFilter;
  category_url_path?: EqFilter;
  sku?: EqFilter;
  url_key?: EqFilter;
  name?: MatchFilter;
  description?: MatchFilter;
  short_description?: MatchFilter;
  flavours?: EqFilter;
  size?: EqFilter;
  dietary?: EqFilter;
  product_range?: EqFilter;
  goal?: EqFilter;
  /** "1": only products whose price is lowered now (a special price or a running deal) */
  on_sale?: EqFilter;
  price?: RangeFilter;
}

export type SortDirection = "ASC" | "DESC";

export interface ProductsQuery {
  search?: string | null;
  filter?: ProductFilter | null;
  sort?: Partial<Record<string, SortDirection | null>> | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

export interface PageInfo {
  current_page: number;
  page_size: number;
  total_pages: number;
}

export interface ProductSearchResult extends ListFacets {
  items: ProductRow[];
  total_count: number;
  page_info: PageInfo;
  /** every match, for the aggregations */
  matches: ProductRow[];
  /** the categories the listing was filtered by, or null */
  categoryIds: number[] | null;
  search: boolean;
  /** "Did you mean": other search terms that would find products, when this search found none. */
  suggestions: string[];
}

export interface CategoryFilter {
  ids?: EqFilter;
  category_uid?: EqFilter;
  parent_id?: EqFilter;
  parent_category_uid?: EqFilter;
  url_key?: EqFilter;
  url_path?: EqFilter;
  name?: MatchFilter;
}

const eqValues = (f: EqFilter): string[] | null => {
  if (!f) return null;
  return [...(f.in ?? []), ...(f.eq != null ? [f.eq] : [])].filter((v): v is string => v != null);
};

function categoryIdsFromFilter(catalog: CatalogReader, filter: ProductFilter): number[] | null {
  const ids: number[] = [];
  let used = false;
  const byId = eqValues(filter.category_id);
  if (byId) {
    used = true;
    ids.push(...byId.map(Number));
  }
  const byUid = eqValues(filter.category_uid);
  if (byUid) {
    used = true;
    ids.push(...byUid.map((u) => Number(decodeUid(u))));
  }
  const byPath = eqValues(filter.category_url_path);
  if (byPath) {
    used = true;
    ids.push(...catalog.categories({ urlPaths: byPath }).map((c) => c.id));
  }
  return used ? ids : null;
}

function matches(value: string | null, f: MatchFilter): boolean {
  if (!f?.match) return true;
  const hay = (value ?? "").replace(/<[^>]+>/g, " ").toLowerCase();
  const needle = f.match.toLowerCase();
  return f.match_type === "FULL" ? hay.trim() === needle : hay.includes(needle);
}

const input = (message: string) => new ShopError(message, "failure");

const collators = new Map<string, Intl.Collator>();

/** The name sort's collator of a locale, made once (making one costs more than the sort it serves). */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale.replace("_", "-"))));
  return collator;
}

/** Magento's products(search, filter, sort, pageSize, currentPage); `forcedCategory` for a category's own list. */
export function searchProducts(
  scope: CatalogScope,
  args: ProductsQuery,
  opts: { forcedCategory?: number } = {},
): ProductSearchResult {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw input("currentPage value must be greater than 0.");
  if (pageSize < 1) throw input("pageSize value must be greater than 0.");
  const search = args.search?.trim() ?? "";
  const filter: ProductFilter = { ...(args.filter ?? {}) };
  if (opts.forcedCategory) filter.category_id = { eq: String(opts.forcedCategory) };
  if (!search && args.filter == null && !opts.forcedCategory) {
    throw input("'search' or 'filter' input argument is required.");
  }
  const { catalog } = scope;
  let ids = catalog.visibleProductIds();
  let relevance: Map<number, number> | null = null;
  if (search) {
    const found = catalog.search(search);
    relevance = found;
    ids = ids.filter((id) => found.has(id));
  }
  const categoryIds = categoryIdsFromFilter(catalog, filter);
  let positions: Map<number, number> | null = null;
  if (categoryIds) {
    const inCategories = catalog.categoryProductPositions(categoryIds);
    positions = inCategories;
    ids = ids.filter((id) => inCategories.has(id));
  }
  const skus = eqValues(filter.sku);
  if (skus) {
    const allowed = new Set(catalog.idsBySku(skus));
    ids = ids.filter((id) => allowed.has(id));
  }
  const urlKeys = eqValues(filter.url_key);
  if (urlKeys) {
    const allowed = new Set(catalog.idsByUrlKey(urlKeys));
    ids = ids.filter((id) => allowed.has(id));
  }
  let rows = catalog.productsByIds(ids);
  rows = rows.filter(
    (p) =>
      matches(p.name, filter.name) &&
      matches(p.description, filter.description) &&
      matches(p.short_description, filter.short_description),
  );
  if (eqValues(filter.on_sale)?.includes("1")) rows = rows.filter((p) => onSale(catalog, p));
  // Facets last: the aggregations count them from `base`, each without its own filter.
  const base = rows;
  const facets: FacetFilter = facetFilterOf(filter);
  rows = applyFacets(scope, base, facets);

  // Sorting: explicit sort keys in the given order; defaults like Magento (relevance for search,
  // position otherwise). Ties fall back to position, then id, so pagination is stable.
  const position = (p: ProductRow) => positions?.get(p.id) ?? p.id;
  const sortKeys = Object.entries(args.sort ?? {}).filter((e): e is [string, SortDirection] => !!e[1]);
  if (!sortKeys.length) sortKeys.push(search ? ["relevance", "DESC"] : ["position", "ASC"]);
  const collator = collatorFor(catalog.store.locale);
  const value = (key: string, p: ProductRow): number | string => {
    switch (key) {
      case "id":
        return p.id;
      case "name":
        return p.name ?? "";
      case "price":
        return listPrice(scope, p);
      case "relevance":
        return relevance?.get(p.id) ?? 0;
      case "position":
        return position(p);
      case "bestsellers":
        return catalog.unitsOrdered(p.id);
      default:
        throw input(`Sorting by "${key}" is not supported.`);
    }
  };
  const keys: Array<[string, SortDirection]> = [...sortKeys, ["position", "ASC"], ["id", "ASC"]];
  rows.sort((a, b) => {
    for (const [key, dir] of keys) {
      const va = value(key, a);
      const vb = value(key, b);
      const c = typeof va === "string" ? collator.compare(va, String(vb)) : va - Number(vb);
      if (c) return dir === "DESC" ? -c : c;
    }
    return 0;
  });

  const total = rows.length;
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw input(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  return {
    items: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
    matches: rows,
    base,
    facets,
    categoryIds,
    search: !!search,
    suggestions: search && !total ? catalog.didYouMean(search) : [],
  };
}

// --- categories -----------------------------------------------------------------------------------

/** Magento's categoryList/categories filters; without any filter, the store's root category. */
export function findCategories(
  catalog: CatalogReader,
  filters: CategoryFilter | null | undefined,
): readonly CategoryRow[] {
  const f = filters ?? {};
  const name = f.name?.match ? { match: f.name.match, full: f.name.match_type === "FULL" } : null;
  return catalog.categories({
    ids: eqValues(f.ids),
    uidIds: eqValues(f.category_uid)?.map(decodeUid) ?? null,
    parentIds: eqValues(f.parent_id),
    parentUidIds: eqValues(f.parent_category_uid)?.map(decodeUid) ?? null,
    urlKeys: eqValues(f.url_key),
    urlPaths: eqValues(f.url_path),
    name,
    storeTree: true,
    rootOnly: !Object.keys(f).length,
  });
}

/** Visible products in a category and its descendants. */
export function productCount(catalog: CatalogReader, categoryId: number): number {
  const visible = new Set(catalog.visibleProductIds());
  return [...catalog.categoryProductPositions([categoryId]).keys()].filter((id) => visible.has(id)).length;
}

/** How many categories are below the category, at every level (Magento's children_count). */
export function descendantCount(catalog: CatalogReader, categoryId: number): number {
  return catalog.childCategories(categoryId).reduce((sum, child) => sum + 1 + descendantCount(catalog, child.id), 0);
}

/** The category's ancestors below the root, top first (null for a top-level category, like Magento). */
export function breadcrumbs(catalog: CatalogReader, c: CategoryRow): CategoryRow[] | null {
  const ancestors = c.path
    .split("/")
    .map(Number)
    .filter((id) => id !== c.id);
  const crumbs = ancestors.map((id) => catalog.category(id)).filter((x): x is CategoryRow => !!x && x.level >= 2);
  return crumbs.length ? crumbs : null;
}

export function productCategories(catalog: CatalogReader, p: ProductRow): CategoryRow[] {
  return catalog
    .productCategoryIds(p.id)
    .map((id) => catalog.category(id))
    .filter((c): c is CategoryRow => !!c);
}

export const paginate = <T>(items: T[], pageSize: number, currentPage: number) => ({
  items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
  total_count: items.length,
  page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(items.length / pageSize) },
});

// --- prices and stock -----------------------------------------------------------------------------

export function productPriceRange({ catalog, display }: CatalogScope, p: ProductRow) {
  const r = priceRange(catalog, p);
  return { min: displayPrice(display, r.min), max: displayPrice(display, r.max) };
}

export const inStock = (catalog: CatalogReader, p: ProductRow) => isSalable(catalog, p);

/** "Only x left" for a simple product with 1 to 5 units, else null. */
export const onlyXLeft = (p: ProductRow) => (p.type_id === "simple" && p.qty > 0 && p.qty <= 5 ? p.qty : null);

// --- configurable products ------------------------------------------------------------------------

export const configurableValueUid = (attributeId: number, optionId: number | null) =>
  encodeUid(`configurable/${attributeId}/${optionId}`);

/** The option id a product has for a super attribute (flavours, size). */
export function attributeValue(p: ProductRow, code: string): number | null {
  return code === "flavours" || code === "size" ? p[code] : null;
}

/** Variants of a configurable, ordered by the option position of each super attribute (flavour first). */
export function orderedVariants(catalog: CatalogReader, parent: ProductRow): ProductRow[] {
  const attrs = catalog.superAttributes(parent.id);
  const rank = (attrId: number, optionId: number | null) =>
    catalog.attributeOptions(attrId).findIndex((o) => o.id === optionId);
  return catalog
    .children(parent.id)
    .slice()
    .sort((a, b) => {
      for (const at of attrs) {
        const c = rank(at.id, attributeValue(a, at.code)) - rank(at.id, attributeValue(b, at.code));
        if (c) return c;
      }
      return 0;
    });
}

export interface ConfigurableOption {
  attribute: AttributeRow & { position: number };
  /** the attribute's options some variant uses, in option position order (never alphabetical); null when broken */
  values: OptionRow[] | null;
}

export interface Variant {
  /** null when the variant cannot be shown */
  product: ProductRow | null;
  attributes: Array<{ attribute: AttributeRow; optionId: number | null; option: OptionRow | undefined }>;
}

/** What a configurable product page reads; the test hooks wrap it (backend/testing/). */
export interface ConfigurableProducts {
  options(catalog: CatalogReader, p: ProductRow): ConfigurableOption[];
  variants(catalog: CatalogReader, p: ProductRow): Variant[];
}

export const configurableProducts: ConfigurableProducts = {
  options(catalog, p) {
    const children = catalog.children(p.id);
    return catalog.superAttributes(p.id).map((a) => {
      const used = new Set(children.map((c) => attributeValue(c, a.code)));
      return { attribute: a, values: catalog.attributeOptions(a.id).filter((o) => used.has(o.id)) };
    });
  },
  variants(catalog, p) {
    const attrs = catalog.superAttributes(p.id);
    return orderedVariants(catalog, p).map((child) => ({
      product: child,
      attributes: attrs.map((a) => {
        const optionId = attributeValue(child, a.code);
        return { attribute: a, optionId, option: catalog.option(a.id, optionId) };
      }),
    }));
  },
};

// --- bundles --------------------------------------------------------------------------------------

export const bundleSelectionUid = (optionId: number, selectionId: number, qty: number) =>
  encodeUid(`bundle/${optionId}/${selectionId}/${Math.trunc(qty)}`);

export interface BundleOption {
  option: BundleOptionRow;
  price: { min: DisplayPrice; max: DisplayPrice };
  choices: Array<{ selection: BundleSelectionRow; product: ProductRow; price: number }>;
}

/** A bundle's options with each choice's unit price in the display currency. */
export function bundleOptions({ catalog, display }: CatalogScope, p: ProductRow): BundleOption[] {
  const selections = catalog.bundleSelections(p.id);
  return catalog.bundleOptions(p.id).map((o) => {
    const choices = optionSelections(catalog, selections, o.id);
    const range = bundleOptionRange(choices);
    return {
      option: o,
      price: { min: displayPrice(display, range.min), max: displayPrice(display, range.max) },
      choices: choices.map((c) => ({ ...c, price: toDisplay(display, unitPrice(c.product).final) })),
    };
  });
}

// --- media ----------------------------------------------------------------------------------------

export interface MediaEntry {
  __typename: "ProductImage" | "ProductVideo";
  url: string;
  label: string | null;
  position: number;
  disabled: boolean;
  file: string;
  urlThumbnail: string;
  image360: string[] | null;
  video_content: {
    media_type: string;
    video_provider: string | null;
    video_url: string | null;
    video_title: string | null;
    video_description: string | null;
    video_metadata: string | null;
  } | null;
}

export function mediaEntry(mediaBaseUrl: string, m: MediaRow): MediaEntry {
  const url = (file: string) => `${mediaBaseUrl}catalog/product${file}`;
  const frames = m.frames ? (JSON.parse(m.frames) as string[]) : null;
  return {
    __typename: m.media_type === "external-video" ? "ProductVideo" : "ProductImage",
    url: url(m.file),
    label: m.label,
    position: m.position,
    disabled: m.disabled === 1,
    file: m.file,
    urlThumbnail: `${mediaBaseUrl}catalog/product/thumbnail${m.file}`,
    image360: frames ? frames.map(url) : null,
    video_content:
      m.media_type === "external-video"
        ? {
            media_type: "external-video",
            video_provider: m.video_provider,
            // a video the shop made itself ("local") is a media file like the pictures
            video_url: m.video_provider === "local" && m.video_url ? url(m.video_url) : m.video_url,
            video_title: m.video_title,
            video_description: m.video_description,
            video_metadata: m.video_metadata,
          }
        : null,
  };
}

/** The image with a role (image, small_image, thumbnail, swatch_image), else the first, else a placeholder. */
export function roleImage(catalog: CatalogReader, mediaBaseUrl: string, p: ProductRow, role: string) {
  const media = catalog.media(p.id).filter((m) => m.media_type === "image");
  const m = media.find((x) => x.roles.split(",").includes(role)) ?? media[0];
  if (!m)
    return {
      url: `${mediaBaseUrl}catalog/product/placeholder/${role}.svg`,
      label: p.name,
      position: 0,
      disabled: false,
    };
  const e = mediaEntry(mediaBaseUrl, m);
  return {
    url: e.url,
    label: e.label ?? p.name,
    position: e.position,
    disabled: e.disabled,
    file: e.file,
    urlThumbnail: e.urlThumbnail,
    image360: e.image360,
  };
}

/** The gallery entry with the `image` role, else the first entry. */
export function defaultMedia(catalog: CatalogReader, mediaBaseUrl: string, p: ProductRow): MediaEntry | null {
  const media = catalog.media(p.id);
  const m = media.find((x) => x.roles.split(",").includes("image")) ?? media[0];
  return m ? mediaEntry(mediaBaseUrl, m) : null;
}

export const linkedProducts = (
  catalog: CatalogReader,
  p: ProductRow,
  type: "related" | "upsell" | "crosssell",
): ProductRow[] => catalog.productsByIds(catalog.linkedProductIds(p.id, type));
