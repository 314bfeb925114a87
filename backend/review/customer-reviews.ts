// A customer's own reviews (Magento's Customer.reviews): every status, newest first,
// so the account page can say which ones still await moderation (SPEC §4).
import type { Database } from "better-sqlite3";
import { createCustomerReviewRepository } from "./repository.js";

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
  const reviews = createCustomerReviewRepository(db);
  return {
    count: (customerId: number) => reviews.countOf(customerId),
    page: (customerId: number, pageSize: number, currentPage: number): CustomerReviewRow[] =>
      reviews
        .pageOf(customerId, pageSize, (currentPage - 1) * pageSize)
        .map((r) => ({ ...r, status: STATUS[r.status] ?? "PENDING" })),
  };
}

export type CustomerReviews = ReturnType<typeof createCustomerReviews>;
