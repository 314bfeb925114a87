// The product review form's post: createProductReview for a verified buyer (issue 13).
// OWNER issue 13 reviews helper.
import { data } from "@remix-run/node";
import type { ProductIntentArgs } from "./product-intent.server";
import type { ReviewAnswer } from "./product-review";

export async function reviewIntent(_args: ProductIntentArgs) {
  const review: ReviewAnswer = { status: "stub" };
  return data({ review }, { status: 400 });
}
