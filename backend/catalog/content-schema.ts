// The product page's content beyond Magento's core: the amino acid profile and the claims
// (store-view texts like the other product texts, kept as JSON in product_texts), translated
// ingredients, nutrition tables, texture, active ingredients and servings per product (its own where
// content-products.ts has it, else its kind's), the weekly deals and the sold-out product.
import type { Database } from "better-sqlite3";
import { FLAVOUR_OPTIONS, LANGS, PRODUCTS, type Lang, type ProductDef } from "../seed/catalog-data.js";
import { FLAVOURS_ATTRIBUTE_CODE } from "./attribute-codes.js";
import { AMINO_NAMES, KIND_CONTENT, nutritionTable, type ContentKind } from "../seed/catalog-copy/content-data.js";
import { PRODUCT_CONTENT } from "../seed/catalog-copy/content-products.js";
import { WEEKLY } from "./deal.js";

const isSeeded = (db: Database) => (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;

/** Deals that run every week (SKU, share of the regular price, claimed percent). */
export const WEEKLY_DEALS = [
  { sku: "PW-PRE", share: 0.8, claimedPercent: 64 },
  { sku: "PW-CITR", share: 0.75, claimedPercent: 38 },
] as const;

/** Sold for good: the page says so and offers no add (not merely out of stock for now). */
export const SOLD_OUT_SKUS = ["PW-FLAPJACK"] as const;

/** Migration 21: the content's columns; its data for a database seeded before it. */
export function productContentMigration(db: Database): void {
  // Column by column, only when missing: a test may take a database back to an older version and
  // migrate it again, and SQLite has no ADD COLUMN IF NOT EXISTS.
  addColumn(db, "product_texts", "amino_acid_profile", "TEXT"); // JSON [{ name, per_serving, per_100g }], grams
  addColumn(db, "product_texts", "claims_list", "TEXT"); // JSON list of the claims
  addColumn(db, "products", "deal_recurrence", "TEXT"); // 'weekly': ends every Sunday night, and runs again
  addColumn(db, "attribute_options", "swatch_value", "TEXT"); // a visual swatch's colour (eav_attribute_option_swatch)
  if (isSeeded(db)) seedProductContent(db);
}

function addColumn(db: Database, table: string, column: string, type: string): void {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
  if (!columns.includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
}

const VEGAN_SKUS = new Set(["PW-VEGAN", "PW-PEA", "PW-SOY"]);
const AMINO_SKUS = new Set(["PW-BCAA", "PW-EAA", "PW-GLUT"]);
const KIND_BY_CATEGORY: Record<number, ContentKind> = {
  3: "protein",
  9: "protein",
  10: "vegan",
  4: "vitamins",
  5: "preWorkout",
  6: "creatine",
  7: "bar",
};

/**
 * What a product's tabs tell, by its kind; null for accessories and bundles (no tabs of their own). It
 * decides whether a product has content; which content is the product's own (PRODUCT_CONTENT) if any.
 */
export function contentKindOf(def: ProductDef): ContentKind | null {
  if (def.type === "bundle") return null;
  if (VEGAN_SKUS.has(def.sku)) return "vegan";
  if (AMINO_SKUS.has(def.sku)) return "amino";
  return KIND_BY_CATEGORY[def.categories[0][0]] ?? null;
}

const scopeFor = (lang: Lang) => (lang === "en" ? "" : lang);
const round1 = (value: number) => Math.round(value * 10) / 10;
/** A deal price a shop would print: the share of the price, ending in .99. */
const dealPrice = (price: number, share: number) => Math.max(0.99, Math.floor(price * share) - 0.01);

/** The content's demo data (a fresh database: called by seed(); an older one: by migration 21). */
export function seedProductContent(db: Database): void {
  const idOf = db.prepare("SELECT id FROM products WHERE sku = ?").pluck();
  const childrenOf = db.prepare("SELECT child_id FROM product_relations WHERE parent_id = ?").pluck();
  const setTexts = db.prepare(`UPDATE product_texts SET ingredients = @ingredients, nutrition = @nutrition,
      texture = @texture, active_ingredients = @active_ingredients, recommended_serving = @recommended_serving,
      amino_acid_profile = @amino_acid_profile, claims_list = @claims_list
    WHERE product_id = @product_id AND store_code = @store_code`);
  for (const def of PRODUCTS) {
    const id = idOf.get(def.sku) as number | undefined;
    if (id === undefined) continue;
    const ids = [id, ...(childrenOf.all(id) as number[])];
    const kind = contentKindOf(def);
    const content = kind ? (PRODUCT_CONTENT[def.sku] ?? KIND_CONTENT[kind]) : null;
    for (const lang of LANGS) {
      const amino = content?.aminoAcids?.map(([code, per100g]) => ({
        name: AMINO_NAMES[code][lang],
        per_serving: round1((per100g * content.servingGrams) / 100),
        per_100g: per100g,
      }));
      const texts = {
        store_code: scopeFor(lang),
        ingredients: content?.ingredients[lang] ?? null,
        nutrition: content ? nutritionTable(lang, content) : null,
        texture: content?.texture[lang] ?? null,
        active_ingredients: content?.activeIngredients?.[lang] ?? null,
        recommended_serving: content?.recommendedServing[lang] ?? null,
        amino_acid_profile: amino ? JSON.stringify(amino) : null,
        claims_list: content ? JSON.stringify(content.claims.map((claim) => claim[lang])) : null,
      };
      for (const productId of ids) setTexts.run({ ...texts, product_id: productId });
    }
  }

  // Weekly deals: the product and each of its variants get a deal price in every currency; the parent
  // carries the cheapest (what a listing shows "from"), the end (computed) and the claimed share.
  const prices = db.prepare("SELECT currency, price FROM product_prices WHERE product_id = ?");
  const setDeal = db.prepare("UPDATE product_prices SET deal_price = ? WHERE product_id = ? AND currency = ?");
  const setWeekly = db.prepare(
    `UPDATE products SET deal_recurrence = '${WEEKLY}', deal_end_time = NULL, claimed_percent = ? WHERE id = ?`,
  );
  for (const deal of WEEKLY_DEALS) {
    const id = idOf.get(deal.sku) as number | undefined;
    if (id === undefined) continue;
    const children = childrenOf.all(id) as number[];
    const cheapest = new Map<string, number>();
    for (const productId of children.length ? children : [id]) {
      setWeekly.run(null, productId);
      for (const { currency, price } of prices.all(productId) as Array<{ currency: string; price: number }>) {
        const value = dealPrice(price, deal.share);
        setDeal.run(value, productId, currency);
        cheapest.set(currency, Math.min(cheapest.get(currency) ?? Infinity, value));
      }
    }
    setWeekly.run(deal.claimedPercent, id);
    for (const [currency, value] of cheapest) setDeal.run(value, id, currency);
  }

  // Flavours have colour swatches (the option's colour dot on the page).
  const setSwatch = db.prepare(
    `UPDATE attribute_options SET swatch_value = ? WHERE code = ?
       AND attribute_id = (SELECT id FROM attributes WHERE code = '${FLAVOURS_ATTRIBUTE_CODE}')`,
  );
  for (const flavour of FLAVOUR_OPTIONS) setSwatch.run(flavour.colour, flavour.code);

  const soldOut = db.prepare("UPDATE products SET sold_out = 1 WHERE id = ?");
  const noStock = db.prepare("UPDATE stock SET qty = 0, is_in_stock = 0 WHERE product_id = ?");
  for (const sku of SOLD_OUT_SKUS) {
    const id = idOf.get(sku) as number | undefined;
    if (id === undefined) continue;
    soldOut.run(id);
    noStock.run(id);
  }
}
