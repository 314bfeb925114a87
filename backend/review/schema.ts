// Reviews and back-in-stock alerts: what the review list, the verified-buyer rule and
// the alerts need beyond migration 1's tables.
import type { Database } from "better-sqlite3";
import { CONSUMABLE, demoReviews, GEAR } from "./demo-reviews.js";

const isSeeded = (db: Database) => (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;

/** Migration 22: the list's index; the demo data for a database seeded before it. */
export function reviewMigration(db: Database): void {
  // The list fragment reads a product's approved reviews newest first.
  db.exec("CREATE INDEX IF NOT EXISTS reviews_product_list ON reviews(product_id, status, created_at DESC, id DESC)");
  if (isSeeded(db)) seedReviews(db);
}

/**
 * Demo reviews (a fresh database: called by seed()): approved, several per product that shoppers
 * see on their own (configurables, bundles and simples sold on their own), written by guests of
 * earlier days (no customer), for products without any yet. The verified buyers are the demo customers of the sales seed.
 */
export function seedReviews(db: Database): void {
  const products = db.prepare("SELECT id, sku FROM products WHERE visibility = 4 ORDER BY id").all() as Array<{
    id: number;
    sku: string;
  }>;
  const insert = db.prepare(`INSERT INTO reviews (product_id, customer_id, store_code, nickname, summary, text, rating,
    status, created_at) VALUES (?, NULL, 'default', ?, ?, ?, ?, ?, ?)`);
  // A product that has guest reviews already (the facets seed's, or this seed's on an earlier run) keeps them.
  const reviewed = db.prepare("SELECT 1 FROM reviews WHERE product_id = ? AND customer_id IS NULL LIMIT 1");
  products.forEach((product, index) => {
    if (reviewed.get(product.id)) return;
    for (const r of demoReviews(product.sku, index))
      insert.run(product.id, r.nickname, r.summary, r.text, r.rating, r.status, r.created_at);
  });
}

/**
 * A database seeded before: a demo review whose stars were raised above the words it was written
 * with ("Not for me" with five stars) gets the rating of its words back. Reviews shoppers wrote
 * (with a customer, or words not in the demo pools) are left alone.
 */
export function correctDemoReviewRatings(db: Database): void {
  const update = db.prepare(
    "UPDATE reviews SET rating = ? WHERE customer_id IS NULL AND summary = ? AND text = ? AND rating != ?",
  );
  for (const [rating, summary, text] of [...CONSUMABLE, ...GEAR]) update.run(rating, summary, text, rating);
}
