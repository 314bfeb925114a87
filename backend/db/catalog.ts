// Catalogue reads for one store view. A Catalog instance lives for one request and memoises rows,
// so a product list with variants costs a handful of queries.
import type { Database } from "better-sqlite3";
import type { StoreView } from "./store.js";

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
  new_from_date: string | null;
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
  /** Prices in the store's base currency, VAT included. */
  price: number | null;
  special_price: number | null;
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
  name: string | null;
  default_name: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
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
  price_type: string;
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
];

/** Store-view value with fallback to the admin ('') value, as Magento's EAV does. */
const coalesce = (cols: string[], s = "s", d = "d") =>
  cols.map((c) => `COALESCE(${s}.${c}, ${d}.${c}) AS ${c}`).join(", ");

export class Catalog {
  private products = new Map<number, ProductRow | null>();
  private childrenCache = new Map<number, number[]>();
  private categoriesCache = new Map<number, CategoryRow | null>();
  private productSql: string;

  constructor(
    private db: Database,
    readonly store: StoreView,
  ) {
    this.productSql = `SELECT p.*, ${coalesce(PRODUCT_TEXT_COLS)},
        pp.price, pp.special_price, pp.deal_price, COALESCE(st.qty, 0) AS qty, COALESCE(st.is_in_stock, 0) AS is_in_stock
      FROM products p
      LEFT JOIN product_texts d ON d.product_id = p.id AND d.store_code = ''
      LEFT JOIN product_texts s ON s.product_id = p.id AND s.store_code = @store
      LEFT JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = @currency
      LEFT JOIN stock st ON st.product_id = p.id`;
  }

  private params() {
    return { store: this.store.code, currency: this.store.base_currency };
  }

  productsByIds(ids: number[]): ProductRow[] {
    const missing = [...new Set(ids)].filter((id) => !this.products.has(id));
    if (missing.length) {
      const rows = this.db
        .prepare(`${this.productSql} WHERE p.id IN (SELECT value FROM json_each(@ids)) AND p.status = 1`)
        .all({ ...this.params(), ids: JSON.stringify(missing) }) as ProductRow[];
      for (const id of missing) this.products.set(id, null);
      for (const r of rows) this.products.set(r.id, r);
    }
    return ids.map((id) => this.products.get(id)).filter((r): r is ProductRow => !!r);
  }

  product(id: number): ProductRow | undefined {
    return this.productsByIds([id])[0];
  }

  productBySku(sku: string): ProductRow | undefined {
    const row = this.db.prepare("SELECT id FROM products WHERE sku = ? AND status = 1").get(sku) as
      { id: number } | undefined;
    return row ? this.product(row.id) : undefined;
  }

  /** Ids of the children of a configurable, in relation position order. */
  childIds(parentId: number): number[] {
    let ids = this.childrenCache.get(parentId);
    if (!ids) {
      ids = (
        this.db
          .prepare("SELECT child_id FROM product_relations WHERE parent_id = ? ORDER BY position, child_id")
          .all(parentId) as Array<{ child_id: number }>
      ).map((r) => r.child_id);
      this.childrenCache.set(parentId, ids);
    }
    return ids;
  }

  children(parentId: number): ProductRow[] {
    return this.productsByIds(this.childIds(parentId));
  }

  parentIds(childId: number): number[] {
    return (
      this.db.prepare("SELECT parent_id FROM product_relations WHERE child_id = ?").all(childId) as Array<{
        parent_id: number;
      }>
    ).map((r) => r.parent_id);
  }

  superAttributes(productId: number): Array<AttributeRow & { position: number }> {
    return this.db
      .prepare(
        `SELECT a.id, a.code, sa.position, COALESCE(ls.label, ld.label) AS label, ld.label AS default_label
           FROM product_super_attributes sa JOIN attributes a ON a.id = sa.attribute_id
           LEFT JOIN attribute_labels ld ON ld.attribute_id = a.id AND ld.store_code = ''
           LEFT JOIN attribute_labels ls ON ls.attribute_id = a.id AND ls.store_code = ?
          WHERE sa.product_id = ? ORDER BY sa.position`,
      )
      .all(this.store.code, productId) as Array<AttributeRow & { position: number }>;
  }

  attributeByCode(code: string): AttributeRow | undefined {
    return this.db
      .prepare(
        `SELECT a.id, a.code, COALESCE(ls.label, ld.label) AS label, ld.label AS default_label FROM attributes a
           LEFT JOIN attribute_labels ld ON ld.attribute_id = a.id AND ld.store_code = ''
           LEFT JOIN attribute_labels ls ON ls.attribute_id = a.id AND ls.store_code = ? WHERE a.code = ?`,
      )
      .get(this.store.code, code) as AttributeRow | undefined;
  }

  private optionCache = new Map<number, OptionRow[]>();
  /** Options of a dropdown attribute in position (sort_order) order. */
  attributeOptions(attributeId: number): OptionRow[] {
    let rows = this.optionCache.get(attributeId);
    if (!rows) {
      rows = this.db
        .prepare(
          `SELECT o.id, o.attribute_id, o.code, o.sort_order, COALESCE(ls.label, ld.label) AS label, ld.label AS default_label,
                  ls.label IS NOT NULL AS has_store_label
             FROM attribute_options o
             LEFT JOIN attribute_option_labels ld ON ld.option_id = o.id AND ld.store_code = ''
             LEFT JOIN attribute_option_labels ls ON ls.option_id = o.id AND ls.store_code = ?
            WHERE o.attribute_id = ? ORDER BY o.sort_order, o.id`,
        )
        .all(this.store.code, attributeId) as OptionRow[];
      this.optionCache.set(attributeId, rows);
    }
    return rows;
  }

  option(attributeId: number, optionId: number | null): OptionRow | undefined {
    if (optionId == null) return undefined;
    return this.attributeOptions(attributeId).find((o) => o.id === optionId);
  }

  media(productId: number): MediaRow[] {
    return this.db
      .prepare(
        `SELECT m.*, COALESCE(ls.label, ld.label) AS label FROM product_media m
           LEFT JOIN product_media_labels ld ON ld.media_id = m.id AND ld.store_code = ''
           LEFT JOIN product_media_labels ls ON ls.media_id = m.id AND ls.store_code = ?
          WHERE m.product_id = ? ORDER BY m.position, m.id`,
      )
      .all(this.store.code, productId) as MediaRow[];
  }

  bundleOptions(parentId: number): BundleOptionRow[] {
    return this.db
      .prepare(
        `SELECT o.*, COALESCE(ts.title, td.title) AS title FROM bundle_options o
           LEFT JOIN bundle_option_titles td ON td.option_id = o.id AND td.store_code = ''
           LEFT JOIN bundle_option_titles ts ON ts.option_id = o.id AND ts.store_code = ?
          WHERE o.parent_id = ? ORDER BY o.position, o.id`,
      )
      .all(this.store.code, parentId) as BundleOptionRow[];
  }

  bundleSelections(parentId: number): BundleSelectionRow[] {
    return this.db
      .prepare("SELECT * FROM bundle_selections WHERE parent_id = ? ORDER BY option_id, position, id")
      .all(parentId) as BundleSelectionRow[];
  }

  linkedProductIds(productId: number, type: "related" | "upsell" | "crosssell"): number[] {
    return (
      this.db
        .prepare("SELECT linked_product_id FROM product_links WHERE product_id = ? AND link_type = ? ORDER BY position")
        .all(productId, type) as Array<{ linked_product_id: number }>
    ).map((r) => r.linked_product_id);
  }

  // --- categories ---------------------------------------------------------------------------------

  private categorySql = `SELECT c.*, ${coalesce(["name", "description", "meta_title", "meta_description", "meta_keywords"])}, d.name AS default_name
      FROM categories c LEFT JOIN category_texts d ON d.category_id = c.id AND d.store_code = ''
      LEFT JOIN category_texts s ON s.category_id = c.id AND s.store_code = @store`;

  categoriesWhere(where: string, params: Record<string, unknown> = {}): CategoryRow[] {
    const rows = this.db
      .prepare(`${this.categorySql} WHERE c.is_active = 1 AND (${where}) ORDER BY c.level, c.position, c.id`)
      .all({ store: this.store.code, ...params }) as CategoryRow[];
    for (const r of rows) this.categoriesCache.set(r.id, r);
    return rows;
  }

  category(id: number): CategoryRow | undefined {
    if (!this.categoriesCache.has(id)) {
      this.categoriesCache.set(id, this.categoriesWhere("c.id = @id", { id })[0] ?? null);
    }
    return this.categoriesCache.get(id) ?? undefined;
  }

  childCategories(id: number): CategoryRow[] {
    return this.categoriesWhere("c.parent_id = @id", { id });
  }

  /** Category ids of a product (direct assignments), excluding root levels. */
  productCategoryIds(productId: number): number[] {
    return (
      this.db
        .prepare(
          "SELECT cp.category_id FROM category_products cp JOIN categories c ON c.id = cp.category_id WHERE cp.product_id = ? AND c.level >= 2 ORDER BY c.level, c.position",
        )
        .all(productId) as Array<{ category_id: number }>
    ).map((r) => r.category_id);
  }

  /** Visible products of a category and its descendants (anchor categories), with their position. */
  categoryProductPositions(categoryIds: number[]): Map<number, number> {
    const rows = this.db
      .prepare(
        `SELECT cp.product_id, MIN(CASE WHEN cp.category_id IN (SELECT value FROM json_each(@ids)) THEN cp.position ELSE 10000 + cp.position END) AS position
           FROM category_products cp JOIN categories c ON c.id = cp.category_id
          WHERE EXISTS (SELECT 1 FROM json_each(@ids) j WHERE c.id = j.value OR c.path LIKE '%/' || j.value || '/%')
          GROUP BY cp.product_id`,
      )
      .all({ ids: JSON.stringify(categoryIds) }) as Array<{ product_id: number; position: number }>;
    return new Map(rows.map((r) => [r.product_id, r.position]));
  }

  productCount(categoryId: number): number {
    return this.categoryProductPositions([categoryId]).size;
  }

  /** Ids of all products visible in catalog/search for this store. */
  visibleProductIds(): number[] {
    return (
      this.db
        .prepare("SELECT id FROM products WHERE visibility IN (2, 3, 4) AND status = 1 ORDER BY id")
        .all() as Array<{ id: number }>
    ).map((r) => r.id);
  }

  idsBySku(skus: string[]): number[] {
    return (
      this.db
        .prepare("SELECT id FROM products WHERE sku IN (SELECT value FROM json_each(?))")
        .all(JSON.stringify(skus)) as Array<{ id: number }>
    ).map((r) => r.id);
  }

  idsByUrlKey(keys: string[]): number[] {
    return (
      this.db
        .prepare("SELECT id FROM products WHERE url_key IN (SELECT value FROM json_each(?))")
        .all(JSON.stringify(keys)) as Array<{ id: number }>
    ).map((r) => r.id);
  }

  /** Full-text search (FTS5, prefix match per term) in the store's texts; returns id -> relevance. */
  search(text: string): Map<number, number> {
    const terms = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((t) => `"${t.replace(/"/g, "")}"*`);
    if (!terms.length) return new Map();
    const scope = this.db.prepare("SELECT 1 FROM product_search WHERE store_code = ? LIMIT 1").get(this.store.code)
      ? this.store.code
      : "";
    const rows = this.db
      .prepare(
        `SELECT product_id, bm25(product_search, 0, 0, 10.0, 5.0, 1.0) AS score FROM product_search
          WHERE product_search MATCH @q AND store_code = @scope`,
      )
      .all({ q: terms.join(" AND "), scope }) as Array<{ product_id: number; score: number }>;
    const result = new Map<number, number>();
    // Variants match too: surface their visible parent instead.
    for (const r of rows) {
      const id = Number(r.product_id);
      const parents = this.parentIds(id);
      for (const pid of parents.length ? parents : [id]) {
        const rel = -r.score; // bm25: lower is better
        result.set(pid, Math.max(result.get(pid) ?? -Infinity, rel));
      }
    }
    return result;
  }
}
