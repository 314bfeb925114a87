// Catalogue data access (Magento's Catalog, ConfigurableProduct, Bundle and CatalogSearch tables).
// The statements are prepared once per database; a CatalogReader lives for one request and one store
// view and memoises rows, so a product list with variants costs a handful of queries.
import { BESTSELLERS_SQL } from "./goals.js";
import type { Database } from "better-sqlite3";
import type { StoreView } from "../store/repository.js";
import { createReadCache } from "../db/read-cache.js";
import { createSearchEngine } from "../search/engine.js";

export interface ProductRow {
  id: number;
  sku: string;
  type_id: "simple" | "configurable" | "bundle";
  url_key: string;
  visibility: number;
  weight: number | null;
  flavours: number | null;
  size: number | null;
  dynamic_price: number;
  claimed_percent: number | null;
  deal_end_time: string | null;
  /** 'weekly': the deal runs every week until Sunday night. */
  deal_recurrence: string | null;
  /** Sold for good (not merely out of stock for now). */
  sold_out: number;
  /** The pack (pack-size.ts): grams in a serving, net grams in the pack, servings counted (bars). */
  serving_grams: number | null;
  net_weight_grams: number | null;
  pack_servings: number | null;
  new_from_date: string | null;
  new_to_date: string | null;
  created_at: string;
  updated_at: string;
  name: string | null;
  dtxt_name: string | null;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
  ingredients: string | null;
  nutrition: string | null;
  texture: string | null;
  active_ingredients: string | null;
  recommended_serving: string | null;
  /** JSON: [{ name, per_serving, per_100g }]. */
  amino_acid_profile: string | null;
  /** JSON: the claims, in the store view's language. */
  claims_list: string | null;
  /** Prices in the store's base currency, VAT included. */
  price: number | null;
  special_price: number | null;
  /** Magento's special price dates (YYYY-MM-DD, inclusive); none: the special price always applies */
  special_from_date: string | null;
  special_to_date: string | null;
  deal_price: number | null;
  qty: number;
  is_in_stock: number;
}

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  url_key: string | null;
  url_path: string | null;
  is_active: number;
  include_in_menu: number;
  /** Magento's category image: a file under media/catalog/category/ (migration 23). */
  image: string | null;
  name: string | null;
  default_name: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  is_anchor: number;
  /** PRODUCTS, PAGE or PRODUCTS_AND_PAGE (migration 37) */
  display_mode: string;
  /** the CMS block shown on the category page, by id */
  landing_page: number | null;
  /** the sort options the category offers, comma separated; null: the store's */
  available_sort_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface MediaRow {
  id: number;
  product_id: number;
  media_type: "image" | "external-video" | "image360";
  file: string;
  position: number;
  disabled: number;
  roles: string;
  frames: string | null;
  video_provider: string | null;
  video_url: string | null;
  video_title: string | null;
  video_description: string | null;
  video_metadata: string | null;
  label: string | null;
}

export interface OptionRow {
  id: number;
  attribute_id: number;
  code: string;
  sort_order: number;
  label: string;
  default_label: string;
  has_store_label: number;
  /** A visual swatch's colour, e.g. "#5d4037" (Magento's eav_attribute_option_swatch). */
  swatch_value: string | null;
}

export interface AttributeRow {
  id: number;
  code: string;
  label: string;
  default_label: string;
}

export interface BundleOptionRow {
  id: number;
  parent_id: number;
  required: number;
  type: string;
  position: number;
  title: string;
}

export interface BundleSelectionRow {
  id: number;
  option_id: number;
  parent_id: number;
  product_id: number;
  position: number;
  is_default: number;
  qty: number;
  can_change_qty: number;
  price: number;
  price_type: "FIXED" | "PERCENT" | "DYNAMIC";
}

/** A category filter; each list given narrows the result (Magento's CategoryFilterInput, decoded). */
export interface CategoryQuery {
  ids?: string[] | null;
  uidIds?: string[] | null;
  parentIds?: string[] | null;
  parentUidIds?: string[] | null;
  urlKeys?: string[] | null;
  urlPaths?: string[] | null;
  name?: { match: string; full: boolean } | null;
  /** only the store's tree: root category 2 and below */
  storeTree?: boolean;
  /** only the root category */
  rootOnly?: boolean;
}

const PRODUCT_TEXT_COLS = [
  "name",
  "dtxt_name",
  "description",
  "short_description",
  "meta_title",
  "meta_description",
  "meta_keyword",
  "ingredients",
  "nutrition",
  "texture",
  "active_ingredients",
  "recommended_serving",
  "amino_acid_profile",
  "claims_list",
];

/** Store-view value with fallback to the admin ('') value, as Magento's EAV does. */
const coalesce = (cols: string[], s = "s", d = "d") =>
  cols.map((c) => `COALESCE(${s}.${c}, ${d}.${c}) AS ${c}`).join(", ");

/** Searches (and "did you mean" answers) kept between requests until the database changes. */
export const REMEMBERED_SEARCHES = 500;

const json = (values: readonly unknown[] | null | undefined) => (values ? JSON.stringify(values) : null);

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

export function createCatalogRepository(db: Database) {
  const products = db.prepare(`SELECT p.*, ${coalesce(PRODUCT_TEXT_COLS)},
        pp.price, pp.special_price, pp.special_from_date, pp.special_to_date, pp.deal_price, COALESCE(st.qty, 0) AS qty, COALESCE(st.is_in_stock, 0) AS is_in_stock
      FROM products p
      LEFT JOIN product_texts d ON d.product_id = p.id AND d.store_code = ''
      LEFT JOIN product_texts s ON s.product_id = p.id AND s.store_code = @store
      LEFT JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = @currency
      LEFT JOIN stock st ON st.product_id = p.id
      WHERE p.id IN (SELECT value FROM json_each(@ids)) AND p.status = 1`);
  const productIdBySku = db.prepare("SELECT id FROM products WHERE sku = ? AND status = 1");
  const childIds = db.prepare("SELECT child_id FROM product_relations WHERE parent_id = ? ORDER BY position, child_id");
  const parentIds = db.prepare("SELECT parent_id FROM product_relations WHERE child_id = ?");
  // Enabled or not, as Magento's order item answers its product_url_key (the product by its id).
  const orderedUrlKey = db.prepare(
    `SELECT CASE WHEN @configurable THEN (SELECT p.url_key FROM product_relations r JOIN products p ON p.id = r.parent_id
        WHERE r.child_id = c.id AND p.type_id = 'configurable' ORDER BY p.id LIMIT 1) ELSE c.url_key END AS url_key
       FROM products c WHERE c.sku = @sku`,
  );
  const superAttributes = db.prepare(
    `SELECT a.id, a.code, sa.position, COALESCE(ls.label, ld.label) AS label, ld.label AS default_label
       FROM product_super_attributes sa JOIN attributes a ON a.id = sa.attribute_id
       LEFT JOIN attribute_labels ld ON ld.attribute_id = a.id AND ld.store_code = ''
       LEFT JOIN attribute_labels ls ON ls.attribute_id = a.id AND ls.store_code = ?
      WHERE sa.product_id = ? ORDER BY sa.position`,
  );
  const attributeByCode = db.prepare(
    `SELECT a.id, a.code, COALESCE(ls.label, ld.label) AS label, ld.label AS default_label FROM attributes a
       LEFT JOIN attribute_labels ld ON ld.attribute_id = a.id AND ld.store_code = ''
       LEFT JOIN attribute_labels ls ON ls.attribute_id = a.id AND ls.store_code = ? WHERE a.code = ?`,
  );
  const attributeOptions = db.prepare(
    `SELECT o.id, o.attribute_id, o.code, o.sort_order, o.swatch_value, COALESCE(ls.label, ld.label) AS label, ld.label AS default_label,
            ls.label IS NOT NULL AS has_store_label
       FROM attribute_options o
       LEFT JOIN attribute_option_labels ld ON ld.option_id = o.id AND ld.store_code = ''
       LEFT JOIN attribute_option_labels ls ON ls.option_id = o.id AND ls.store_code = ?
      WHERE o.attribute_id = ? ORDER BY o.sort_order, o.id`,
  );
  // select and multiselect values beyond flavours/size (product_attribute_values, migration 18)
  const attributeValues = db.prepare(
    "SELECT product_id, option_id FROM product_attribute_values WHERE attribute_id = ? ORDER BY product_id, option_id",
  );
  const unitsOrdered = db.prepare(BESTSELLERS_SQL);
  const media = db.prepare(
    `SELECT m.id, m.product_id, m.media_type, m.file, m.position, m.disabled, m.roles, m.frames, m.video_provider,
            m.video_url, m.video_metadata, COALESCE(ls.label, ld.label) AS label,
            COALESCE(ls.video_title, ld.video_title, m.video_title) AS video_title,
            COALESCE(ls.video_description, ld.video_description, m.video_description) AS video_description
       FROM product_media m
       LEFT JOIN product_media_labels ld ON ld.media_id = m.id AND ld.store_code = ''
       LEFT JOIN product_media_labels ls ON ls.media_id = m.id AND ls.store_code = ?
      WHERE m.product_id IN (SELECT value FROM json_each(?)) ORDER BY m.product_id, m.position, m.id`,
  );
  const bundleOptions = db.prepare(
    `SELECT o.*, COALESCE(ts.title, td.title) AS title FROM bundle_options o
       LEFT JOIN bundle_option_titles td ON td.option_id = o.id AND td.store_code = ''
       LEFT JOIN bundle_option_titles ts ON ts.option_id = o.id AND ts.store_code = ?
      WHERE o.parent_id = ? ORDER BY o.position, o.id`,
  );
  const bundleSelections = db.prepare(
    "SELECT * FROM bundle_selections WHERE parent_id = ? ORDER BY option_id, position, id",
  );
  const linkedProductIds = db.prepare(
    "SELECT linked_product_id FROM product_links WHERE product_id = ? AND link_type = ? ORDER BY position",
  );
  const categories = db.prepare(
    `SELECT c.*, ${coalesce(["name", "description", "meta_title", "meta_description", "meta_keywords"])}, d.name AS default_name
       FROM categories c LEFT JOIN category_texts d ON d.category_id = c.id AND d.store_code = ''
       LEFT JOIN category_texts s ON s.category_id = c.id AND s.store_code = @store
      WHERE c.is_active = 1
        AND (@ids IS NULL OR c.id IN (SELECT value FROM json_each(@ids)))
        AND (@uid_ids IS NULL OR c.id IN (SELECT value FROM json_each(@uid_ids)))
        AND (@parent_ids IS NULL OR c.parent_id IN (SELECT value FROM json_each(@parent_ids)))
        AND (@parent_uid_ids IS NULL OR c.parent_id IN (SELECT value FROM json_each(@parent_uid_ids)))
        AND (@url_keys IS NULL OR c.url_key IN (SELECT value FROM json_each(@url_keys)))
        AND (@url_paths IS NULL OR c.url_path IN (SELECT value FROM json_each(@url_paths)))
        AND (@name_full IS NULL OR COALESCE(s.name, d.name) = @name_full)
        AND (@name_like IS NULL OR COALESCE(s.name, d.name) LIKE @name_like)
        AND (@store_tree = 0 OR c.id = 2 OR c.path LIKE '1/2/%')
        AND (@root_only = 0 OR c.id = 2)
      ORDER BY c.level, c.position, c.id`,
  );
  const productCategoryIds = db.prepare(
    "SELECT cp.category_id FROM category_products cp JOIN categories c ON c.id = cp.category_id WHERE cp.product_id = ? AND c.level >= 2 ORDER BY c.level, c.position",
  );
  const categoryProductPositions = db.prepare(
    `SELECT cp.product_id, MIN(CASE WHEN cp.category_id IN (SELECT value FROM json_each(@ids)) THEN cp.position ELSE 10000 + cp.position END) AS position
       FROM category_products cp JOIN categories c ON c.id = cp.category_id
      WHERE EXISTS (SELECT 1 FROM json_each(@ids) j WHERE c.id = j.value OR c.path LIKE '%/' || j.value || '/%')
      GROUP BY cp.product_id`,
  );
  const visibleProductIds = db.prepare(
    "SELECT id FROM products WHERE visibility IN (2, 3, 4) AND status = 1 ORDER BY id",
  );
  const idsBySku = db.prepare("SELECT id FROM products WHERE sku IN (SELECT value FROM json_each(?))");
  const idsByUrlKey = db.prepare("SELECT id FROM products WHERE url_key IN (SELECT value FROM json_each(?))");
  const searchEngine = createSearchEngine(db);
  const cache = createReadCache(db);
  // Searches' answers apart from the catalogue's rows: a flood of different words cannot push the
  // rows every page reads out of their cache.
  const searches = createReadCache(db, REMEMBERED_SEARCHES);

  return {
    products: (store: StoreView, ids: number[]) =>
      cache.read(`products|${store.code}|${store.base_currency}|${ids.join(",")}`, () =>
        products.all({ store: store.code, currency: store.base_currency, ids: JSON.stringify(ids) }),
      ) as readonly ProductRow[],
    productIdBySku: (sku: string) =>
      cache.read(`productIdBySku|${sku}`, () => (productIdBySku.get(sku) as { id: number } | undefined)?.id),
    childIds: (parentId: number) =>
      cache.read(`childIds|${parentId}`, () =>
        (childIds.all(parentId) as Array<{ child_id: number }>).map((r) => r.child_id),
      ),
    parentIds: (childId: number) =>
      cache.read(`parentIds|${childId}`, () =>
        (parentIds.all(childId) as Array<{ parent_id: number }>).map((r) => r.parent_id),
      ),
    superAttributes: (store: StoreView, productId: number) =>
      cache.read(`superAttributes|${store.code}|${productId}`, () =>
        superAttributes.all(store.code, productId),
      ) as ReadonlyArray<AttributeRow & { position: number }>,
    attributeByCode: (store: StoreView, code: string) =>
      cache.read(`attributeByCode|${store.code}|${code}`, () => attributeByCode.get(store.code, code)) as
        Readonly<AttributeRow> | undefined,
    attributeOptions: (store: StoreView, attributeId: number) =>
      cache.read(`attributeOptions|${store.code}|${attributeId}`, () =>
        attributeOptions.all(store.code, attributeId),
      ) as readonly OptionRow[],
    unitsOrdered: () =>
      cache.read("unitsOrdered", () => unitsOrdered.all()) as ReadonlyArray<{ product_id: number; units: number }>,
    attributeValues: (attributeId: number) =>
      cache.read(`attributeValues|${attributeId}`, () => attributeValues.all(attributeId)) as ReadonlyArray<{
        product_id: number;
        option_id: number;
      }>,
    /** The media of several products in one statement, each product's in position order. */
    media: (store: StoreView, productIds: number[]) =>
      cache.read(`media|${store.code}|${productIds.join(",")}`, () =>
        media.all(store.code, JSON.stringify(productIds)),
      ) as readonly MediaRow[],
    bundleOptions: (store: StoreView, parentId: number) =>
      cache.read(`bundleOptions|${store.code}|${parentId}`, () =>
        bundleOptions.all(store.code, parentId),
      ) as readonly BundleOptionRow[],
    bundleSelections: (parentId: number) =>
      cache.read(`bundleSelections|${parentId}`, () => bundleSelections.all(parentId)) as readonly BundleSelectionRow[],
    linkedProductIds: (productId: number, type: "related" | "upsell" | "crosssell") =>
      cache.read(`linkedProductIds|${productId}|${type}`, () =>
        (linkedProductIds.all(productId, type) as Array<{ linked_product_id: number }>).map((r) => r.linked_product_id),
      ),
    categories: (store: StoreView, q: CategoryQuery) =>
      cache.read(`categories|${store.code}|${JSON.stringify(q)}`, () =>
        categories.all({
          store: store.code,
          ids: json(q.ids),
          uid_ids: json(q.uidIds),
          parent_ids: json(q.parentIds),
          parent_uid_ids: json(q.parentUidIds),
          url_keys: json(q.urlKeys),
          url_paths: json(q.urlPaths),
          name_full: q.name?.full ? q.name.match : null,
          name_like: q.name && !q.name.full ? `%${q.name.match}%` : null,
          store_tree: q.storeTree ? 1 : 0,
          root_only: q.rootOnly ? 1 : 0,
        }),
      ) as readonly CategoryRow[],
    productCategoryIds: (productId: number) =>
      cache.read(`productCategoryIds|${productId}`, () =>
        (productCategoryIds.all(productId) as Array<{ category_id: number }>).map((r) => r.category_id),
      ),
    // A search page counts its category facet from one of these per top category, a category page
    // reads its own: the same few answers for every visitor until the catalogue changes.
    categoryProductPositions: (categoryIds: number[]) =>
      new Map(
        cache.read(`categoryProductPositions|${categoryIds.join(",")}`, () =>
          (
            categoryProductPositions.all({ ids: JSON.stringify(categoryIds) }) as Array<{
              product_id: number;
              position: number;
            }>
          ).map((r): [number, number] => [r.product_id, r.position]),
        ),
      ),
    visibleProductIds: () =>
      cache.read("visibleProductIds", () => (visibleProductIds.all() as Array<{ id: number }>).map((r) => r.id)),
    /** The page address of an ordered product: a configurable line's parent (its SKU is the variant's). */
    orderedUrlKey: (sku: string, configurable: boolean) =>
      (orderedUrlKey.get({ sku, configurable: configurable ? 1 : 0 }) as { url_key: string | null } | undefined)
        ?.url_key ?? null,
    idsBySku: (skus: string[]) => (idsBySku.all(JSON.stringify(skus)) as Array<{ id: number }>).map((r) => r.id),
    idsByUrlKey: (keys: string[]) => (idsByUrlKey.all(JSON.stringify(keys)) as Array<{ id: number }>).map((r) => r.id),
    /** Full-text search in the store view's language (backend/search/): product id -> relevance. */
    search: (store: StoreView, text: string) =>
      new Map(searches.read(`search|${store.code}|${text}`, () => [...searchEngine.search(store, text)])),
    /** Corrected queries that find products, for a search that found none. */
    didYouMean: (store: StoreView, text: string) => [
      ...searches.read(`didYouMean|${store.code}|${text}`, () => searchEngine.didYouMean(store, text)),
    ],
  };
}

/**
 * The catalogue as one request sees it: one store view, rows memoised for the request (a listing
 * asks for the same variants and options many times).
 */
export class CatalogReader {
  private productRows = new Map<number, ProductRow | null>();
  private childrenCache = new Map<number, readonly number[]>();
  private categoriesCache = new Map<number, CategoryRow | null>();
  private optionCache = new Map<number, readonly OptionRow[]>();
  private valuesCache = new Map<number, Map<number, number[]>>();
  private unitsCache: Map<number, number> | null = null;
  private mediaCache = new Map<number, MediaRow[]>();

  constructor(
    private repository: CatalogRepository,
    readonly store: StoreView,
  ) {}

  productsByIds(ids: readonly number[]): ProductRow[] {
    const missing = [...new Set(ids)].filter((id) => !this.productRows.has(id));
    if (missing.length) {
      const rows = this.repository.products(this.store, missing);
      for (const id of missing) this.productRows.set(id, null);
      for (const r of rows) this.productRows.set(r.id, r);
    }
    return ids.map((id) => this.productRows.get(id)).filter((r): r is ProductRow => !!r);
  }

  product(id: number): ProductRow | undefined {
    return this.productsByIds([id])[0];
  }

  productBySku(sku: string): ProductRow | undefined {
    const id = this.repository.productIdBySku(sku);
    return id === undefined ? undefined : this.product(id);
  }

  /** Ids of the children of a configurable, in relation position order. */
  childIds(parentId: number): readonly number[] {
    let ids = this.childrenCache.get(parentId);
    if (!ids) {
      ids = this.repository.childIds(parentId);
      this.childrenCache.set(parentId, ids);
    }
    return ids;
  }

  children(parentId: number): ProductRow[] {
    return this.productsByIds(this.childIds(parentId));
  }

  parentIds(childId: number): readonly number[] {
    return this.repository.parentIds(childId);
  }

  /** The page address of the product an order line was bought as, whether it is still sold or not. */
  orderedUrlKey(sku: string, configurable: boolean): string | null {
    return this.repository.orderedUrlKey(sku, configurable) || null;
  }

  superAttributes(productId: number): ReadonlyArray<AttributeRow & { position: number }> {
    return this.repository.superAttributes(this.store, productId);
  }

  attributeByCode(code: string): AttributeRow | undefined {
    return this.repository.attributeByCode(this.store, code);
  }

  /** Options of a dropdown attribute in position (sort_order) order. */
  attributeOptions(attributeId: number): readonly OptionRow[] {
    let rows = this.optionCache.get(attributeId);
    if (!rows) {
      rows = this.repository.attributeOptions(this.store, attributeId);
      this.optionCache.set(attributeId, rows);
    }
    return rows;
  }

  option(attributeId: number, optionId: number | null): OptionRow | undefined {
    if (optionId == null) return undefined;
    return this.attributeOptions(attributeId).find((o) => o.id === optionId);
  }

  /** Option ids each product has for a select or multiselect attribute kept in product_attribute_values. */
  attributeValues(attributeId: number): Map<number, number[]> {
    let values = this.valuesCache.get(attributeId);
    if (!values) {
      values = new Map();
      for (const r of this.repository.attributeValues(attributeId)) {
        values.set(r.product_id, [...(values.get(r.product_id) ?? []), r.option_id]);
      }
      this.valuesCache.set(attributeId, values);
    }
    return values;
  }

  /** Units ordered of a product, its variants' included (best sellers, catalog/goals.ts). */
  unitsOrdered(productId: number): number {
    if (!this.unitsCache) this.unitsCache = new Map(this.repository.unitsOrdered().map((r) => [r.product_id, r.units]));
    return this.unitsCache.get(productId) ?? 0;
  }

  /**
   * A product's media. A list asks product by product (each card, each variant, each cross-sell), so
   * the first ask reads the media of every product this request has loaded so far in one statement.
   */
  media(productId: number): MediaRow[] {
    let rows = this.mediaCache.get(productId);
    if (!rows) {
      const ids = [productId];
      for (const [id, row] of this.productRows) if (row && id !== productId && !this.mediaCache.has(id)) ids.push(id);
      for (const id of ids) this.mediaCache.set(id, []);
      for (const row of this.repository.media(this.store, ids)) this.mediaCache.get(row.product_id)!.push(row);
      rows = this.mediaCache.get(productId)!;
    }
    return rows;
  }

  bundleOptions(parentId: number): readonly BundleOptionRow[] {
    return this.repository.bundleOptions(this.store, parentId);
  }

  bundleSelections(parentId: number): readonly BundleSelectionRow[] {
    return this.repository.bundleSelections(parentId);
  }

  linkedProductIds(productId: number, type: "related" | "upsell" | "crosssell"): readonly number[] {
    return this.repository.linkedProductIds(productId, type);
  }

  // --- categories ---------------------------------------------------------------------------------

  categories(query: CategoryQuery): readonly CategoryRow[] {
    const rows = this.repository.categories(this.store, query);
    for (const r of rows) this.categoriesCache.set(r.id, r);
    return rows;
  }

  category(id: number): CategoryRow | undefined {
    if (!this.categoriesCache.has(id)) {
      this.categoriesCache.set(id, this.categories({ ids: [String(id)] })[0] ?? null);
    }
    return this.categoriesCache.get(id) ?? undefined;
  }

  childCategories(id: number): readonly CategoryRow[] {
    return this.categories({ parentIds: [String(id)] });
  }

  /** Category ids of a product (direct assignments), excluding root levels. */
  productCategoryIds(productId: number): readonly number[] {
    return this.repository.productCategoryIds(productId);
  }

  /** Visible products of a category and its descendants (anchor categories), with their position. */
  categoryProductPositions(categoryIds: number[]): Map<number, number> {
    return this.repository.categoryProductPositions(categoryIds);
  }

  /** Ids of all products visible in catalog/search for this store. */
  visibleProductIds(): readonly number[] {
    return this.repository.visibleProductIds();
  }

  idsBySku(skus: string[]): number[] {
    return this.repository.idsBySku(skus);
  }

  idsByUrlKey(keys: string[]): number[] {
    return this.repository.idsByUrlKey(keys);
  }

  /** Search terms close to `text` that would find products ("did you mean", backend/search/). */
  didYouMean(text: string): string[] {
    return this.repository.didYouMean(this.store, text);
  }

  /**
   * Full-text search in the store view's language (backend/search/engine.ts): every word by prefix,
   * stem or within a typo; a variant's SKU and flavours are its parent's, so hits are visible
   * products. Returns id -> relevance, higher first.
   */
  search(text: string): Map<number, number> {
    return this.repository.search(this.store, text);
  }
}

/** A product's stock item (Magento's cataloginventory_stock_item). */
export interface StockLevel {
  qty: number;
  is_in_stock: number;
  manage_stock: number;
}

export type StockRepository = ReturnType<typeof createStockRepository>;

export function createStockRepository(db: Database) {
  const levelOf = db.prepare("SELECT qty, is_in_stock, manage_stock FROM stock WHERE product_id = ?");
  const take = db.prepare(
    "UPDATE stock SET qty = qty - @qty, is_in_stock = CASE WHEN qty - @qty > 0 THEN 1 ELSE 0 END WHERE product_id = @id",
  );
  return {
    levelOf: (productId: number) => levelOf.get(productId) as StockLevel | undefined,
    /** Takes units away; the product is out of stock when none are left. */
    take(productId: number, qty: number): void {
      take.run({ id: productId, qty });
    },
  };
}

export function createProductParentsRepository(db: Database) {
  const parents = db.prepare(
    `SELECT parent_id FROM product_relations WHERE child_id = ?
     UNION SELECT parent_id FROM bundle_selections WHERE product_id = ?`,
  );
  return {
    /** the configurable and bundle products built from this product */
    parentIdsOf: (productId: number) =>
      (parents.all(productId, productId) as Array<{ parent_id: number }>).map((r) => r.parent_id),
  };
}

/** Stock and prices set by SKU (the owner's command line). */
export function createStockAndPriceRepository(db: Database) {
  const productBySku = db.prepare("SELECT id, sku, type_id FROM products WHERE sku = ?");
  const setStock = db.prepare("UPDATE stock SET qty = @qty, is_in_stock = @inStock WHERE product_id = @id");
  const insertStock = db.prepare(
    "INSERT OR IGNORE INTO stock (product_id, qty, is_in_stock, manage_stock) VALUES (?, 0, 0, 1)",
  );
  const currencies = db.prepare("SELECT DISTINCT base_currency AS currency FROM store_views ORDER BY 1");
  const setPrice = db.prepare(
    `INSERT INTO product_prices (product_id, currency, price) VALUES (@id, @currency, @price)
     ON CONFLICT (product_id, currency) DO UPDATE SET price = excluded.price`,
  );
  const touchProduct = db.prepare("UPDATE products SET updated_at = ? WHERE id = ?");
  const variantSkus = db.prepare(`SELECT p.sku FROM product_relations r JOIN products p ON p.id = r.child_id
    WHERE r.parent_id = ? ORDER BY r.position, r.child_id`);
  const bundleItemSkus = db.prepare(`SELECT p.sku FROM bundle_selections s JOIN bundle_options o ON o.id = s.option_id
    JOIN products p ON p.id = s.product_id WHERE s.parent_id = ?
    GROUP BY p.sku ORDER BY MIN(o.position), MIN(s.position), p.sku`);

  return {
    productBySku: (sku: string) => productBySku.get(sku) as { id: number; sku: string; type_id: string } | undefined,
    /** A configurable's variants' SKUs, in the product page's order. */
    variantSkus: (productId: number) => (variantSkus.all(productId) as Array<{ sku: string }>).map((row) => row.sku),
    /** The SKUs a bundle's shopper chooses from, in the product page's order. */
    bundleItemSkus: (productId: number) =>
      (bundleItemSkus.all(productId) as Array<{ sku: string }>).map((row) => row.sku),
    setStock: (productId: number, qty: number, now: string) =>
      db.transaction(() => {
        insertStock.run(productId);
        setStock.run({ id: productId, qty, inStock: qty > 0 ? 1 : 0 });
        touchProduct.run(now, productId);
      })(),
    currencies: () => (currencies.all() as Array<{ currency: string }>).map((row) => row.currency),
    setPrice: (productId: number, currency: string, price: number, now: string) =>
      db.transaction(() => {
        setPrice.run({ id: productId, currency, price });
        touchProduct.run(now, productId);
      })(),
  };
}

// The product CSV (owner/product-csv.ts): products with their texts per store view, prices per base
// currency, stock, categories, a configurable's variants and a bundle's options, read for an export
// and written by an import.
export const TEXT_COLUMNS = ["name", "description", "short_description", "meta_title", "meta_description"] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];
export type ProductTexts = Partial<Record<TextColumn, string | null>>;

export interface CsvProductRow {
  id: number;
  sku: string;
  type_id: "simple" | "configurable" | "bundle";
  url_key: string;
  visibility: number;
  status: number;
  weight: number | null;
  flavours: string | null;
  size: string | null;
}

export interface BundleSelectionIn {
  title: string;
  type: "select" | "radio" | "checkbox" | "multi";
  required: boolean;
  sku: string;
  price: number;
  isDefault: boolean;
  qty: number;
  canChangeQty: boolean;
}

export interface ProductIn {
  sku: string;
  type: "simple" | "configurable" | "bundle";
  urlKey: string;
  visibility: number;
  status: number;
  weight: number | null;
  flavours: number | null;
  size: number | null;
}

export function createCatalogImportRepository(db: Database) {
  const products = db.prepare(
    `SELECT p.id, p.sku, p.type_id, p.url_key, p.visibility, p.status, p.weight, f.code AS flavours, s.code AS size
     FROM products p LEFT JOIN attribute_options f ON f.id = p.flavours LEFT JOIN attribute_options s ON s.id = p.size
     ORDER BY p.id`,
  );
  const texts = db.prepare(
    `SELECT product_id, store_code, ${TEXT_COLUMNS.join(", ")} FROM product_texts ORDER BY product_id, store_code`,
  );
  const prices = db.prepare("SELECT product_id, currency, price FROM product_prices");
  const stock = db.prepare("SELECT product_id, qty FROM stock");
  const categoriesOf = db.prepare(
    `SELECT cp.product_id, c.url_path FROM category_products cp JOIN categories c ON c.id = cp.category_id
     WHERE c.url_path IS NOT NULL ORDER BY cp.product_id, c.url_path`,
  );
  const variants = db.prepare(
    `SELECT r.parent_id, c.sku FROM product_relations r JOIN products c ON c.id = r.child_id
     JOIN products p ON p.id = r.parent_id WHERE p.type_id = 'configurable' ORDER BY r.parent_id, r.position`,
  );
  const superAttributes = db.prepare(
    `SELECT sa.product_id, a.code FROM product_super_attributes sa JOIN attributes a ON a.id = sa.attribute_id
     ORDER BY sa.product_id, sa.position`,
  );
  const bundleSelections = db.prepare(
    `SELECT o.parent_id, t.title, o.type, o.required, c.sku, s.price, s.is_default, s.qty, s.can_change_qty
     FROM bundle_options o JOIN bundle_option_titles t ON t.option_id = o.id AND t.store_code = ''
     JOIN bundle_selections s ON s.option_id = o.id JOIN products c ON c.id = s.product_id
     ORDER BY o.parent_id, o.position, s.position`,
  );
  const storeCodes = db.prepare("SELECT code, base_currency FROM store_views ORDER BY id");
  const optionByCode = db.prepare(
    "SELECT o.id FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id WHERE a.code = ? AND o.code = ?",
  );
  const attributeId = db.prepare("SELECT id FROM attributes WHERE code = ?");
  const categoryByPath = db.prepare("SELECT id FROM categories WHERE url_path = ?");
  const productIdBySku = db.prepare("SELECT id, type_id FROM products WHERE sku = ?");
  const currentValues = db.prepare(
    `SELECT p.url_key, p.visibility, p.status, p.weight, f.code AS flavours, s.code AS size, t.name
     FROM products p LEFT JOIN attribute_options f ON f.id = p.flavours LEFT JOIN attribute_options s ON s.id = p.size
     LEFT JOIN product_texts t ON t.product_id = p.id AND t.store_code = '' WHERE p.sku = ?`,
  );
  const urlKeyOwner = db.prepare("SELECT sku FROM products WHERE url_key = ?");
  const insertProduct = db.prepare(
    `INSERT INTO products (sku, type_id, url_key, visibility, status, weight, flavours, size, created_at, updated_at)
     VALUES (@sku, @type, @urlKey, @visibility, @status, @weight, @flavours, @size, @now, @now)`,
  );
  const updateProduct = db.prepare(
    `UPDATE products SET url_key = @urlKey, visibility = @visibility, status = @status, weight = @weight,
     flavours = @flavours, size = @size, updated_at = @now WHERE id = @id`,
  );
  const upsertTexts = db.prepare(
    `INSERT INTO product_texts (product_id, store_code, ${TEXT_COLUMNS.join(", ")})
     VALUES (@id, @store, ${TEXT_COLUMNS.map((c) => `@${c}`).join(", ")})
     ON CONFLICT (product_id, store_code) DO UPDATE SET ${TEXT_COLUMNS.map((c) => `${c} = COALESCE(excluded.${c}, ${c})`).join(", ")}`,
  );
  const upsertPrice = db.prepare(
    `INSERT INTO product_prices (product_id, currency, price) VALUES (?, ?, ?)
     ON CONFLICT (product_id, currency) DO UPDATE SET price = excluded.price`,
  );
  const upsertStock = db.prepare(
    `INSERT INTO stock (product_id, qty, is_in_stock, manage_stock) VALUES (@id, @qty, @inStock, 1)
     ON CONFLICT (product_id) DO UPDATE SET qty = excluded.qty, is_in_stock = excluded.is_in_stock`,
  );
  const clearCategories = db.prepare("DELETE FROM category_products WHERE product_id = ?");
  const addCategory = db.prepare(
    `INSERT INTO category_products (category_id, product_id, position)
     VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM category_products WHERE category_id = ?))`,
  );
  const clearVariants = db.prepare("DELETE FROM product_relations WHERE parent_id = ?");
  const addVariant = db.prepare("INSERT INTO product_relations (parent_id, child_id, position) VALUES (?, ?, ?)");
  const clearSuperAttributes = db.prepare("DELETE FROM product_super_attributes WHERE product_id = ?");
  const addSuperAttribute = db.prepare(
    "INSERT INTO product_super_attributes (product_id, attribute_id, position) VALUES (?, ?, ?)",
  );
  const clearBundleSelections = db.prepare("DELETE FROM bundle_selections WHERE parent_id = ?");
  const clearBundleTitles = db.prepare(
    "DELETE FROM bundle_option_titles WHERE option_id IN (SELECT id FROM bundle_options WHERE parent_id = ?)",
  );
  const clearBundleOptions = db.prepare("DELETE FROM bundle_options WHERE parent_id = ?");
  const addBundleOption = db.prepare(
    "INSERT INTO bundle_options (parent_id, required, type, position) VALUES (?, ?, ?, ?)",
  );
  const addBundleTitle = db.prepare(
    "INSERT INTO bundle_option_titles (option_id, store_code, title) VALUES (?, '', ?)",
  );
  const addBundleSelection = db.prepare(
    `INSERT INTO bundle_selections (option_id, parent_id, product_id, position, is_default, qty, can_change_qty, price, price_type)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'FIXED')`,
  );

  const group = <T extends { product_id?: number; parent_id?: number }>(rows: T[], key: "product_id" | "parent_id") => {
    const byId = new Map<number, T[]>();
    for (const row of rows) {
      const id = row[key] as number;
      byId.set(id, [...(byId.get(id) ?? []), row]);
    }
    return byId;
  };

  return {
    stores: () => storeCodes.all() as Array<{ code: string; base_currency: string }>,
    /** Everything an export writes, grouped by product id. */
    snapshot() {
      return {
        products: products.all() as CsvProductRow[],
        texts: group(texts.all() as Array<{ product_id: number; store_code: string } & ProductTexts>, "product_id"),
        prices: group(prices.all() as Array<{ product_id: number; currency: string; price: number }>, "product_id"),
        stock: new Map((stock.all() as Array<{ product_id: number; qty: number }>).map((r) => [r.product_id, r.qty])),
        categories: group(categoriesOf.all() as Array<{ product_id: number; url_path: string }>, "product_id"),
        variants: group(variants.all() as Array<{ parent_id: number; sku: string }>, "parent_id"),
        superAttributes: group(superAttributes.all() as Array<{ product_id: number; code: string }>, "product_id"),
        bundles: group(
          bundleSelections.all() as Array<{
            parent_id: number;
            title: string;
            type: string;
            required: number;
            sku: string;
            price: number;
            is_default: number;
            qty: number;
            can_change_qty: number;
          }>,
          "parent_id",
        ),
      };
    },
    optionId: (attribute: string, code: string) =>
      (optionByCode.get(attribute, code) as { id: number } | undefined)?.id,
    attributeId: (code: string) => (attributeId.get(code) as { id: number } | undefined)?.id,
    categoryId: (urlPath: string) => (categoryByPath.get(urlPath) as { id: number } | undefined)?.id,
    product: (sku: string) => productIdBySku.get(sku) as { id: number; type_id: string } | undefined,
    currentValues: (sku: string) => currentValues.get(sku) as Record<string, string | number | null> | undefined,
    urlKeyOwner: (urlKey: string) => (urlKeyOwner.get(urlKey) as { sku: string } | undefined)?.sku,
    saveProduct(product: ProductIn, now: string): { id: number; added: boolean } {
      const existing = productIdBySku.get(product.sku) as { id: number } | undefined;
      if (existing) {
        updateProduct.run({ ...product, id: existing.id, now });
        return { id: existing.id, added: false };
      }
      return { id: Number(insertProduct.run({ ...product, now }).lastInsertRowid), added: true };
    },
    saveTexts(id: number, store: string, values: ProductTexts) {
      upsertTexts.run({ id, store, ...Object.fromEntries(TEXT_COLUMNS.map((c) => [c, values[c] ?? null])) });
    },
    savePrice: (id: number, currency: string, price: number) => upsertPrice.run(id, currency, price),
    saveStock: (id: number, qty: number) => upsertStock.run({ id, qty, inStock: qty > 0 ? 1 : 0 }),
    saveCategories(id: number, categoryIds: number[]) {
      clearCategories.run(id);
      for (const categoryId of categoryIds) addCategory.run(categoryId, id, categoryId);
    },
    saveVariants(parentId: number, childIds: number[], attributeIds: number[]) {
      clearVariants.run(parentId);
      childIds.forEach((childId, i) => addVariant.run(parentId, childId, i));
      clearSuperAttributes.run(parentId);
      attributeIds.forEach((attributeId, i) => addSuperAttribute.run(parentId, attributeId, i));
    },
    saveBundle(parentId: number, selections: Array<BundleSelectionIn & { productId: number }>) {
      clearBundleSelections.run(parentId);
      clearBundleTitles.run(parentId);
      clearBundleOptions.run(parentId);
      const options = new Map<string, number>();
      let position = 0;
      for (const selection of selections) {
        let optionId = options.get(selection.title);
        if (optionId === undefined) {
          optionId = Number(
            addBundleOption.run(parentId, selection.required ? 1 : 0, selection.type, options.size).lastInsertRowid,
          );
          addBundleTitle.run(optionId, selection.title);
          options.set(selection.title, optionId);
        }
        addBundleSelection.run(
          optionId,
          parentId,
          selection.productId,
          position++,
          selection.isDefault ? 1 : 0,
          selection.qty,
          selection.canChangeQty ? 1 : 0,
          selection.price,
        );
      }
    },
  };
}

export type CatalogImportRepository = ReturnType<typeof createCatalogImportRepository>;
