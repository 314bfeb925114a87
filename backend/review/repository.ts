// Product reviews (Magento's Review module): approved reviews for the shop, every review stored.
import type { Database } from "better-sqlite3";
import { createReadCache } from "../db/read-cache.js";

export interface ReviewRow {
  id: number;
  /** The store view it was written in (its language). */
  store_code: string;
  nickname: string;
  summary: string;
  text: string;
  rating: number;
  created_at: string;
}

export interface NewReview {
  product_id: number;
  customer_id: number;
  store_code: string;
  nickname: string;
  summary: string;
  text: string;
  rating: number;
  created_at: string;
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;

export function createReviewRepository(db: Database) {
  const average = db.prepare("SELECT AVG(rating) AS avg FROM reviews WHERE product_id = ? AND status = 'approved'");
  const count = db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE product_id = ? AND status = 'approved'");
  const byRating = db.prepare(
    "SELECT rating, COUNT(*) AS n FROM reviews WHERE product_id = ? AND status = 'approved' GROUP BY rating",
  );
  const approved = db.prepare(
    "SELECT * FROM reviews WHERE product_id = ? AND status = 'approved' ORDER BY created_at DESC, id DESC",
  );
  const approvedPage = db.prepare(`SELECT id, store_code, nickname, summary, text, rating, created_at FROM reviews
    WHERE product_id = ? AND status = 'approved' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  const insert = db.prepare(`INSERT INTO reviews (product_id, customer_id, store_code, nickname, summary, text, rating,
    status, created_at) VALUES (@product_id, @customer_id, @store_code, @nickname, @summary, @text, @rating, 'pending',
    @created_at)`);
  const byId = db.prepare(
    "SELECT id, store_code, nickname, summary, text, rating, created_at FROM reviews WHERE id = ?",
  );
  // Something of the product (or, for a configurable, one of its variants) left the warehouse for
  // the customer: a shipment, not just an order.
  const shipped = db.prepare(`SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE o.customer_id = @customer AND i.qty_shipped > 0 AND (i.product_id = @product OR i.product_id IN
      (SELECT r.child_id FROM product_relations r JOIN products p ON p.id = r.parent_id
       WHERE r.parent_id = @product AND p.type_id = 'configurable'))
    LIMIT 1`);
  // A product page asks for the summary, the histogram and the first page of reviews on every view:
  // kept while the database is unchanged (a new review, a moderation: any write reads them again).
  const cache = createReadCache(db);
  return {
    /** average rating (1-5) of the approved reviews, null without any */
    averageRating: (productId: number) =>
      cache.read(`average|${productId}`, () => (average.get(productId) as { avg: number | null }).avg),
    count: (productId: number) => cache.read(`count|${productId}`, () => (count.get(productId) as { n: number }).n),
    /** how many approved reviews gave each rating (ratings nobody gave are left out) */
    countsByRating: (productId: number) =>
      cache.read(`byRating|${productId}`, () => byRating.all(productId) as Array<{ rating: number; n: number }>),
    /** newest first */
    approved: (productId: number) => approved.all(productId) as ReviewRow[],
    /** one page of the approved reviews, newest first */
    approvedPage: (productId: number, pageSize: number, currentPage: number) =>
      cache.read(
        `page|${productId}|${pageSize}|${currentPage}`,
        () => approvedPage.all(productId, pageSize, (currentPage - 1) * pageSize) as ReviewRow[],
      ),
    /** stores a review awaiting moderation; answers it */
    insert(review: NewReview): ReviewRow {
      const id = Number(insert.run(review).lastInsertRowid);
      return byId.get(id) as ReviewRow;
    },
    hasShipped: (customerId: number, productId: number) =>
      shipped.get({ customer: customerId, product: productId }) !== undefined,
  };
}

/** A customer's own reviews, every status (the account's "my reviews"). */
export function createCustomerReviewRepository(db: Database) {
  const count = db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE customer_id = ?");
  const page = db.prepare(`SELECT product_id, nickname, summary, text, rating, status, created_at FROM reviews
    WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  return {
    countOf: (customerId: number) => (count.get(customerId) as { n: number }).n,
    /** newest first; status as stored ("approved", "pending", "rejected") */
    pageOf: (customerId: number, limit: number, offset: number) =>
      page.all(customerId, limit, offset) as Array<{
        product_id: number;
        nickname: string;
        summary: string;
        text: string;
        rating: number;
        status: string;
        created_at: string;
      }>,
  };
}

export interface ModeratedReviewRow {
  id: number;
  sku: string;
  store_code: string;
  nickname: string;
  summary: string;
  rating: number;
  status: string;
  created_at: string;
}

/** Reviews awaiting the owner's decision, and the decision (the owner's command line). */
export function createReviewModerationRepository(db: Database) {
  const reviewsWithStatus = db.prepare(
    `SELECT r.id, p.sku, r.store_code, r.nickname, r.summary, r.rating, r.status, r.created_at
     FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.status = ? ORDER BY r.created_at, r.id LIMIT ?`,
  );
  const reviewById = db.prepare(
    `SELECT r.id, p.sku, r.store_code, r.nickname, r.summary, r.rating, r.status, r.created_at
     FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ?`,
  );
  const setReviewStatus = db.prepare("UPDATE reviews SET status = ? WHERE id = ?");

  return {
    reviews: (status: "pending" | "approved" | "rejected", limit: number) =>
      reviewsWithStatus.all(status, limit) as ModeratedReviewRow[],
    review: (id: number) => reviewById.get(id) as ModeratedReviewRow | undefined,
    setReviewStatus: (id: number, status: "approved" | "rejected") => setReviewStatus.run(status, id).changes > 0,
  };
}
