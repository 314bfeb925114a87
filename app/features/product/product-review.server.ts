// The product review form's post: createProductReview for a verified buyer. With JavaScript
// (EnhancedSubmissionMarker) the form answers in place with SPEC §4's "submitted, awaiting
// moderation"; without it a stored review ends in a 303 back to the product's reviews, where the
// form's place says the same (review-received.server.ts). A refusal (a guest, a non-buyer) or a field
// error comes back with the input kept.
import { data } from "@remix-run/node";
import { coreReviewerOf, createProductReview } from "./reviews.server";
import { isCommerceError } from "~/commerce/errors";
import { respond, isEnhancedSubmission } from "~/forms/enhanced-submission.server";
import { parseSubmission } from "~/forms/parse-submission";
import type { ProductIntentArgs } from "./product-intent.server";
import { ProductReviewSchema, type ReviewAnswer } from "./product-review";
import { markReviewReceived } from "./review-received.server";
import { REVIEWS_ANCHOR } from "./reviews";

export async function reviewIntent({ request, formData, shop, product }: ProductIntentArgs) {
  const t = shop.tFor("reviews");
  const enhanced = isEnhancedSubmission(formData);
  const submission = parseSubmission(formData, ProductReviewSchema);
  const answer = (review: ReviewAnswer, status: number) => data({ review }, { status });
  if (!shop.commerce.customerToken) {
    return answer({ result: submission.reply({ formErrors: [t("form.signInFirst")] }), submitted: false }, 401);
  }
  if (submission.status !== "success") return answer({ result: submission.reply(), submitted: false }, 400);
  const { nickname, summary, rating, text } = submission.value;
  const extensions = await shop.backend.extensions();
  let refusal;
  try {
    // A stock Magento takes any customer's review: the shop keeps SPEC §5's verified buyers by their orders.
    const buyer = extensions || (await coreReviewerOf(shop.commerce, product)).reviewer === "buyer";
    refusal = buyer
      ? await createProductReview(
          shop.commerce,
          { sku: product.sku, nickname, summary, text, stars: rating },
          extensions,
        )
      : { kind: "refused" as const, message: "" };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    return answer({ result: submission.reply({ formErrors: [shop.t("errors.network")] }), submitted: false }, 503);
  }
  if (refusal) {
    const message = refusal.kind === "refused" ? t("form.notVerified") : refusal.message;
    return answer(
      { result: submission.reply({ formErrors: [message] }), submitted: false },
      refusal.kind === "refused" ? 403 : 400,
    );
  }
  const url = new URL(request.url);
  if (!enhanced) markReviewReceived(shop.session, shop.storeView.code, product.sku);
  return respond({
    enhanced,
    data: { review: { result: submission.reply({ resetForm: true }), submitted: true } satisfies ReviewAnswer },
    // The shopper was at the form: the redirect lands there again, on the reviews, not at the page's top.
    redirectTo: `${url.pathname}${url.search}#${REVIEWS_ANCHOR}`,
  });
}
