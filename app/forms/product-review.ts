// The product review form (issue 13): nickname, summary, rating, text. One Zod schema for the action
// and Conform. OWNER issue 13 reviews helper. (The checkout's review step is forms/review.ts.)
export const REVIEW_INTENT = "review";

/** What the review post answers the page with (stub). */
export interface ReviewAnswer {
  status: "stub";
}
