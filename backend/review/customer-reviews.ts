// A customer's own reviews (Magento's Customer.reviews, issue 10 part D): every status, newest first,
// so the account page can say which ones still await moderation (SPEC §4).
import type { Database } from "better-sqlite3";

export type ReviewStatus = "APPROVED" | "PENDING" | "NOT_APPROVED";

export interface CustomerReviewRow {
  product_id: number;
  nickname: string;
  summary: string;
  text: string;
  rating: number;
  status: ReviewStatus;
  created_at: string;
}

const STATUS: Record<string, ReviewStatus> = { approved: "APPROVED", pending: "PENDING", rejected: "NOT_APPROVED" };

export function createCustomerReviews(db: Database) {
  const count = db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE customer_id = ?");
  const page = db.prepare(`SELECT product_id, nickname, summary, text, rating, status, created_at FROM reviews
    WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  return {
    count: (customerId: number) => (count.get(customerId) as { n: number }).n,
    page: (customerId: number, pageSize: number, currentPage: number): CustomerReviewRow[] =>
      (
        page.all(customerId, pageSize, (currentPage - 1) * pageSize) as Array<CustomerReviewRow & { status: string }>
      ).map((r) => ({ ...r, status: STATUS[r.status] ?? "PENDING" })),
  };
}

export type CustomerReviews = ReturnType<typeof createCustomerReviews>;
