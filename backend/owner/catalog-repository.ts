// The SQL of the product CSV (product-csv.ts): products with their texts per store view, prices per
// base currency, stock, categories, a configurable's variants and a bundle's options, read for an
// export and written by an import.
import type { Database } from "better-sqlite3";

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
