// The review form of the product page: for a verified buyer, the form (BuyerReviewForm);
// for anyone else, why they cannot review and, for a guest, the way to sign in or create an account
// and come back here (a static part the loader makes: review-gate.server.tsx).
//
// The buyer's form is rendered on the server at once (the page works without JavaScript) and, in the
// browser, its code is loaded only for a buyer, before the page hydrates (app/components/ui/deferred.tsx).
import { useTranslation } from "~/i18n/use-translation";
import type { ReviewSection } from "./reviews";
import { FormErrors } from "~/components/ui/forms/ErrorList";
import { deferred, DeferredBoundary } from "~/components/ui/deferred";
import { StaticPart, type StaticPartHtml } from "~/components/ui/static-part";
import type { ReviewAnswer } from "./product-review.fields";
import { ServerBuyerReviewForm } from "./buyer-review-form.server";

/** On the server the form itself; in the browser (where the .server module is empty) loaded when needed. */
const BuyerReviewForm = deferred("buyer-review-form", ServerBuyerReviewForm, () => import("./BuyerReviewForm"));

export function ReviewForm({
  section,
  gate,
  answer,
}: {
  section: ReviewSection;
  /** Why this shopper cannot review and the way in, made on the server (review-gate.server.tsx). */
  gate: StaticPartHtml | null;
  answer: ReviewAnswer | null | undefined;
}) {
  const { t } = useTranslation("reviews");
  if (section.reviewer === "none") return null;
  if (section.reviewer !== "buyer") {
    return (
      <aside className="product-reviews__write" aria-labelledby="review-form-heading">
        <h3 id="review-form-heading" className="visually-hidden">
          {t("form.heading")}
        </h3>
        {/* A post refused all the same (a page from before signing out, a hand-made post) says why. */}
        <FormErrors id="product-review-refusal" errors={answer?.result.error?.[""]} />
        {gate ? <StaticPart part={gate} className="review-gate" data-testid="review-gate" /> : null}
      </aside>
    );
  }
  return (
    <DeferredBoundary id="buyer-review-form">
      <BuyerReviewForm section={section} answer={answer} />
    </DeferredBoundary>
  );
}
