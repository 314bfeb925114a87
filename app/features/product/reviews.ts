// The product page's reviews as components see them. Types and pure functions only.

import type { RatingCount } from "~/commerce/catalog/product";

/** The page address's parameter for the page of reviews shown (paging without JavaScript). */
export const REVIEWS_PAGE_PARAM = "reviews_page";
/** The anchor of the reviews section. */
export const REVIEWS_ANCHOR = "reviews";

/**
 * Who is looking, for the form: a guest, a signed-in customer who may not review, a verified buyer;
 * "none" where nobody can post (a stock Magento: the verified-buyer check is the shop's extension).
 */
export type Reviewer = "guest" | "customer" | "buyer" | "none";

/** The page info the backend's fragment carries in data attributes on its root element. */
export interface ReviewPageInfo {
  page: number;
  totalPages: number;
  totalCount: number;
}

/** Where the review list's HTML is rendered in a document (app/components/ui/document-html.tsx). */
export const REVIEWS_DOCUMENT_HTML_KEY = "product-reviews";

/** What the reviews section shows. */
export interface ReviewSection {
  productId: number;
  sku: string;
  /**
   * The backend's review list fragment (HTML it escaped); null when it could not be read, or when it
   * is in the document only (`htmlInDocument`, app/components/ui/document-html.tsx).
   */
  html: string | null;
  htmlInDocument: boolean;
  info: ReviewPageInfo;
  /** Average stars (1 decimal) of the approved reviews; null without any or below SPEC §9's threshold. */
  averageStars: number | null;
  /** How many reviews gave each number of stars, 5 down to 1 (the histogram); empty: none shown. */
  ratingCounts: RatingCount[];
  reviewer: Reviewer;
  /** The nickname the form starts with: the customer's first name. */
  nickname: string;
  /** False where the account has no "My reviews" page (a stock Magento): the thank-you links none. */
  accountReviews?: boolean;
}

/** The page asked for in the page address: a whole number from 1, else the first. */
export function requestedReviewPage(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}
