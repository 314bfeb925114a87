// The review form's intent, limits and answer, without Zod: what the browser loads (the schema is in product-review.ts).
import type { SubmissionResult } from "@conform-to/react";

export const REVIEW_INTENT = "review";

/** The backend's limits (backend/seed/fixtures-reviews.ts REVIEW_LIMITS), told beside the fields. */
export const REVIEW_FIELD_LIMITS = { nickname: 40, summary: 120, text: 4000, textMin: 10 } as const;

/** The star choices, best first as shops list them. */
export const REVIEW_STARS = ["5", "4", "3", "2", "1"] as const;

/** Every error key the schema and the intent can answer (each one translated in every locale). */
export const REVIEW_ERROR_KEYS = [
  "nicknameRequired",
  "nicknameTooLong",
  "summaryRequired",
  "summaryTooLong",
  "ratingRequired",
  "textRequired",
  "textTooShort",
  "textTooLong",
] as const;

/** What the review post answers the page with: the form's result, and whether it was stored. */
export interface ReviewAnswer {
  result: SubmissionResult<string[]>;
  /** true when the review was stored, awaiting moderation */
  submitted: boolean;
}
