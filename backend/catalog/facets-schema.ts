// Filterable attributes beyond flavour and size (ADR 0032): `dietary` (multiselect) and
// `product_range` (dropdown), their store-view labels and each product's values; with them the card
// and category data lists show (new dates, more sale prices, guest reviews, category copy) and the
// sort fields the store offers.
import type { Database } from "better-sqlite3";
import { LANGS, type Lang } from "../seed/catalog-data.js";
import { CATEGORY_COPY } from "../seed/category-copy.js";
import {
  ATTRIBUTE_LABELS,
  DIETARY_ATTRIBUTE_ID,
  DIETARY_FIRST_OPTION_ID,
  DIETARY_OPTIONS,
  EXTRA_SPECIALS,
  GUEST_REVIEWS,
  NEW_DAYS_AFTER,
  NEW_DAYS_BEFORE,
  NEW_PRODUCTS,
  PRODUCT_FACETS,
  RANGE_ATTRIBUTE_ID,
  RANGE_FIRST_OPTION_ID,
  RANGE_OPTIONS,
} from "../seed/catalog-copy/facets-data.js";

/** Sort fields a list offers unless the store says otherwise (SPEC §9). */
export const AVAILABLE_SORT_BY_PATH = "catalog_available_sort_by";

/** Migration 18: the attribute value table, and the facets of a database seeded before it. */
export function facetsMigration(db: Database): void {
  // Magento's catalog_product_entity_int / _varchar for select and multiselect values: one row per
  // chosen option, so a filter or a count is an indexed lookup instead of parsing a comma list.
  db.exec(`
    CREATE TABLE product_attribute_values (
      product_id INTEGER NOT NULL REFERENCES products(id), attribute_id INTEGER NOT NULL REFERENCES attributes(id),
      option_id INTEGER NOT NULL REFERENCES attribute_options(id), PRIMARY KEY (product_id, attribute_id, option_id)
    );
    CREATE INDEX product_attribute_values_option ON product_attribute_values(attribute_id, option_id);
    ALTER TABLE products ADD COLUMN new_to_date TEXT;
  `);
  const seeded = (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;
  if (seeded) seedFacets(db);
}

/** Store code of a language's texts: '' (admin default) holds English, as in the seed. */
const scopeFor = (lang: Lang) => (lang === "en" ? "" : lang);

/** "2026-11-13 00:00:00": Magento's date-time form, days from `now`. */
const dayFrom = (now: Date, days: number) =>
  `${new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10)} 00:00:00`;

/** The seed's dietary and range values and list data (also run by migration 18 on a seeded database). */
export function seedFacets(db: Database, now = new Date()): void {
  const insAttr = db.prepare(
    "INSERT OR IGNORE INTO attributes (id, code, frontend_input, position) VALUES (?, ?, ?, ?)",
  );
  const insLabel = db.prepare(
    "INSERT OR REPLACE INTO attribute_labels (attribute_id, store_code, label) VALUES (?, ?, ?)",
  );
  const insOpt = db.prepare(
    "INSERT OR IGNORE INTO attribute_options (id, attribute_id, code, sort_order) VALUES (?, ?, ?, ?)",
  );
  const insOptLabel = db.prepare(
    "INSERT OR REPLACE INTO attribute_option_labels (option_id, store_code, label) VALUES (?, ?, ?)",
  );
  const attributes = [
    { id: DIETARY_ATTRIBUTE_ID, code: "dietary", input: "multiselect", firstOption: DIETARY_FIRST_OPTION_ID },
    { id: RANGE_ATTRIBUTE_ID, code: "product_range", input: "select", firstOption: RANGE_FIRST_OPTION_ID },
  ] as const;
  const optionIds = new Map<string, number>();
  for (const [i, a] of attributes.entries()) {
    insAttr.run(a.id, a.code, a.input, 3 + i);
    for (const lang of LANGS) insLabel.run(a.id, scopeFor(lang), ATTRIBUTE_LABELS[a.code][lang]);
    const options = a.code === "dietary" ? DIETARY_OPTIONS : RANGE_OPTIONS;
    options.forEach((o, j) => {
      const id = a.firstOption + j;
      insOpt.run(id, a.id, o.code, j + 1);
      optionIds.set(`${a.code}/${o.code}`, id);
      // Like the seed's flavours: a store view row only where the text differs from the admin one.
      for (const lang of LANGS) if (lang === "en" || o[lang] !== o.en) insOptLabel.run(id, scopeFor(lang), o[lang]);
    });
  }

  const productId = (sku: string) =>
    (db.prepare("SELECT id FROM products WHERE sku = ?").get(sku) as { id: number } | undefined)?.id;
  const insValue = db.prepare(
    "INSERT OR IGNORE INTO product_attribute_values (product_id, attribute_id, option_id) VALUES (?, ?, ?)",
  );
  for (const [sku, [range, diets]] of Object.entries(PRODUCT_FACETS)) {
    const id = productId(sku);
    if (id === undefined) continue;
    insValue.run(id, RANGE_ATTRIBUTE_ID, optionIds.get(`product_range/${range}`)!);
    for (const d of diets) insValue.run(id, DIETARY_ATTRIBUTE_ID, optionIds.get(`dietary/${d}`)!);
  }

  // "New" from shortly before the seed for two months, so a fresh database shows the badge any day.
  const setNew = db.prepare("UPDATE products SET new_from_date = ?, new_to_date = ? WHERE sku = ?");
  for (const sku of NEW_PRODUCTS) setNew.run(dayFrom(now, -NEW_DAYS_BEFORE), dayFrom(now, NEW_DAYS_AFTER), sku);

  // Sale prices scale from GBP with each currency's shelf price, as the seed's specials do.
  const setSpecial = db.prepare(`UPDATE product_prices SET special_price = ROUND(@gbp * price /
      (SELECT g.price FROM product_prices g WHERE g.product_id = @id AND g.currency = 'GBP'), 2) WHERE product_id = @id`);
  for (const [sku, gbp] of Object.entries(EXTRA_SPECIALS)) {
    const id = productId(sku);
    if (id !== undefined) setSpecial.run({ id, gbp });
  }

  const review = db.prepare(`INSERT INTO reviews (product_id, customer_id, store_code, nickname, summary, text, rating,
    status, created_at) VALUES (?, NULL, 'default', ?, ?, ?, ?, 'approved', ?)`);
  GUEST_REVIEWS.forEach((r, i) => {
    const id = productId(r.sku);
    if (id !== undefined)
      review.run(id, r.nickname, r.summary, r.text, r.rating, dayFrom(new Date("2025-02-01"), i * 9));
  });

  const setCopy = db.prepare(
    "UPDATE category_texts SET description = ?, meta_title = ?, meta_description = ? WHERE category_id = ? AND store_code = ?",
  );
  for (const [categoryId, copy] of Object.entries(CATEGORY_COPY)) {
    for (const lang of LANGS) {
      setCopy.run(copy[lang].description, copy[lang].metaTitle, copy[lang].metaDescription, categoryId, scopeFor(lang));
    }
  }

  db.prepare("INSERT OR IGNORE INTO config (scope_code, path, value) VALUES ('', ?, ?)").run(
    AVAILABLE_SORT_BY_PATH,
    JSON.stringify("position,name,price"),
  );
}
