// The product page's reviews as components see them (issue 13). Types and pure functions only.
// OWNER issue 13 reviews helper.

/** What the reviews section shows: stub until the review list fragment is read. */
export interface ReviewSection {
  status: "stub";
}
