// Product reviews (Magento's Review module): approved reviews only.
import type { Database } from "better-sqlite3";

export interface ReviewRow {
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
  const approved = db.prepare(
    "SELECT * FROM reviews WHERE product_id = ? AND status = 'approved' ORDER BY created_at DESC, id DESC",
  );
  return {
    /** average rating (1-5) of the approved reviews, null without any */
    averageRating: (productId: number) => (average.get(productId) as { avg: number | null }).avg,
    count: (productId: number) => (count.get(productId) as { n: number }).n,
    /** newest first */
    approved: (productId: number) => approved.all(productId) as ReviewRow[],
  };
}
