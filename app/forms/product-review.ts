// The product review form (issue 13): nickname, summary, rating, text. One Zod schema for the action
// and Conform. Error messages are keys of the `reviews` namespace under form.errors. OWNER issue 13
// reviews helper. (The checkout's review step is forms/review.ts.)
import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";

export const REVIEW_INTENT = "review";

/** The backend's limits (backend/seed/fixtures-reviews.ts REVIEW_LIMITS), told beside the fields. */
export const REVIEW_FIELD_LIMITS = { nickname: 40, summary: 120, text: 4000, textMin: 10 } as const;

/** The star choices, best first as shops list them. */
export const REVIEW_STARS = ["5", "4", "3", "2", "1"] as const;

const trimmed = (required: string, max: number, tooLong: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: required }),
      z.transform((value) => value.trim()),
    ),
    z.string().check(z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong })),
  );

export const ProductReviewSchema = z.object({
  nickname: trimmed("nicknameRequired", REVIEW_FIELD_LIMITS.nickname, "nicknameTooLong"),
  summary: trimmed("summaryRequired", REVIEW_FIELD_LIMITS.summary, "summaryTooLong"),
  rating: z.pipe(
    z.enum(REVIEW_STARS, { error: "ratingRequired" }),
    z.transform((value) => Number(value)),
  ),
  text: z.pipe(
    z.pipe(
      z.string({ error: "textRequired" }),
      z.transform((value) => value.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(REVIEW_FIELD_LIMITS.textMin, { error: "textTooShort" }),
        z.maxLength(REVIEW_FIELD_LIMITS.text, { error: "textTooLong" }),
      ),
  ),
});

export type ProductReviewSubmission = z.infer<typeof ProductReviewSchema>;

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
