// Review rules: Magento reports ratings in percent (5 stars = 100).
import { round2 } from "../shared/money.js";
import type { ReviewRepository, ReviewRow } from "./repository.js";

export interface ProductReview extends ReviewRow {
  average_rating: number;
}

export function createReviewService(reviews: ReviewRepository) {
  return {
    ratingSummary(productId: number): number {
      const avg = reviews.averageRating(productId);
      return avg ? round2(avg * 20) : 0;
    },
    reviewCount: (productId: number) => reviews.count(productId),
    /** approved reviews, newest first, with the rating in percent */
    reviews: (productId: number): ProductReview[] =>
      reviews.approved(productId).map((r) => ({ ...r, average_rating: r.rating * 20 })),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
