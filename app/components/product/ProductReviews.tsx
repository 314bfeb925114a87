// The product page's reviews: the list (paged in place with JavaScript), and the form for verified
// buyers or the way to sign in (issue 13). OWNER issue 13 reviews helper.
import type { ReviewSection } from "~/commerce/review/reviews";
import type { ReviewAnswer } from "~/forms/product-review";

export function ProductReviews(_props: { section: ReviewSection | null; answer: ReviewAnswer | null }) {
  return null;
}
