// Review rules: Magento reports ratings in percent (5 stars = 100); only a verified buyer (a shipped
// order containing the product, or one of a configurable's variants) may post, and what is posted
// awaits moderation (SPEC §4, §5).
import { round2 } from "../shared/money.js";
import { ShopError } from "../shared/errors.js";
import { REVIEW_LIMITS } from "./limits.js";
import type { ReviewRepository, ReviewRow } from "./repository.js";

export interface ProductReview extends ReviewRow {
  average_rating: number;
}

export interface ReviewInput {
  nickname: string;
  summary: string;
  text: string;
  rating: number;
}

export const NOT_VERIFIED_BUYER =
  "Only verified buyers can review this product: a customer whose order of it has been shipped.";
export const SIGN_IN_TO_REVIEW = "Sign in as a verified buyer to review this product.";

/** The input's problems as Magento-like messages; an empty list when it is fine. */
export function reviewInputErrors(input: ReviewInput): string[] {
  const errors: string[] = [];
  const nickname = input.nickname.trim();
  const summary = input.summary.trim();
  const text = input.text.trim();
  if (!nickname) errors.push('"nickname" is required. Enter and try again.');
  else if (nickname.length > REVIEW_LIMITS.nickname)
    errors.push(`"nickname" is longer than ${REVIEW_LIMITS.nickname} characters.`);
  if (!summary) errors.push('"summary" is required. Enter and try again.');
  else if (summary.length > REVIEW_LIMITS.summary)
    errors.push(`"summary" is longer than ${REVIEW_LIMITS.summary} characters.`);
  if (text.length < REVIEW_LIMITS.textMin)
    errors.push(`"text" must have at least ${REVIEW_LIMITS.textMin} characters.`);
  else if (text.length > REVIEW_LIMITS.text) errors.push(`"text" is longer than ${REVIEW_LIMITS.text} characters.`);
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    errors.push("The rating must be a whole number of stars from 1 to 5.");
  return errors;
}

const now = () => new Date().toISOString().slice(0, 19).replace("T", " ");

export function createReviewService(reviews: ReviewRepository) {
  return {
    ratingSummary(productId: number): number {
      const avg = reviews.averageRating(productId);
      return avg ? round2(avg * 20) : 0;
    },
    reviewCount: (productId: number) => reviews.count(productId),
    /** The rating histogram: for 5 stars down to 1, how many approved reviews gave it. */
    ratingCounts(productId: number): Array<{ stars: number; count: number }> {
      const counts = new Map(reviews.countsByRating(productId).map((row) => [row.rating, row.n]));
      return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 }));
    },
    /** approved reviews, newest first, with the rating in percent */
    reviews: (productId: number): ProductReview[] =>
      reviews.approved(productId).map((r) => ({ ...r, average_rating: r.rating * 20 })),
    /** one page of the approved reviews, newest first, with the total */
    page(productId: number, pageSize: number, currentPage: number) {
      return { total: reviews.count(productId), items: reviews.approvedPage(productId, pageSize, currentPage) };
    },
    /** The verified-buyer rule: a shipped order containing the product (a configurable: one of its variants). */
    canReview: (customerId: number | null, productId: number) =>
      customerId !== null && reviews.hasShipped(customerId, productId),
    /** Stores a verified buyer's review awaiting moderation; refuses anyone else and bad input. */
    create(customerId: number | null, productId: number, storeCode: string, input: ReviewInput): ProductReview {
      if (customerId === null) throw new ShopError(SIGN_IN_TO_REVIEW, "authorization");
      if (!reviews.hasShipped(customerId, productId)) throw new ShopError(NOT_VERIFIED_BUYER, "authorization");
      const errors = reviewInputErrors(input);
      if (errors.length) throw new ShopError(errors.join(" "), "input");
      const row = reviews.insert({
        product_id: productId,
        customer_id: customerId,
        store_code: storeCode,
        nickname: input.nickname.trim(),
        summary: input.summary.trim(),
        text: input.text.trim(),
        rating: input.rating,
        created_at: now(),
      });
      return { ...row, average_rating: row.rating * 20 };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
