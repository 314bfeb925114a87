// The review form of the product page: for a verified buyer, the form (BuyerReviewForm);
// for anyone else, why they cannot review and, for a guest, the way to sign in or create an account
// and come back here.
//
// The buyer's form is rendered on the server at once (the page works without JavaScript) and, in the
// browser, its code is loaded only for a buyer, before the page hydrates (app/components/ui/deferred.tsx).
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { REVIEWS_ANCHOR, type ReviewSection } from "./reviews";
import { useStoreView } from "~/components/layout/useStoreView";
import { FormErrors } from "~/components/ui/forms/ErrorList";
import { deferred, DeferredBoundary } from "~/components/ui/deferred";
import type { ReviewAnswer } from "./product-review.fields";
import { paths } from "~/routing/paths";
import { CREATE_REFERER_PARAM, encodeReferer } from "~/routing/referer";
import { ServerBuyerReviewForm } from "./buyer-review-form.server";

/** On the server the form itself; in the browser (where the .server module is empty) loaded when needed. */
const BuyerReviewForm = deferred("buyer-review-form", ServerBuyerReviewForm, () => import("./BuyerReviewForm"));

/** Why this shopper cannot review, and (a guest) the way in that comes back to the product's reviews. */
function ReviewGate({ reviewer }: { reviewer: "guest" | "customer" }) {
  const { t } = useTranslation("reviews");
  const storeView = useStoreView();
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}#${REVIEWS_ANCHOR}`;
  return (
    <div className="review-gate" data-testid="review-gate">
      <h3 className="review-gate__title">{t("gate.title")}</h3>
      <p>{reviewer === "guest" ? t("gate.guest") : t("gate.customer")}</p>
      {reviewer === "guest" ? (
        <p className="review-gate__actions">
          <Link className="button button--primary" to={paths.customer.loginReferer(storeView, back)}>
            {t("gate.signIn")}
          </Link>
          <Link
            className="button button--secondary"
            to={`${paths.customer.create(storeView)}?${CREATE_REFERER_PARAM}=${encodeReferer(back)}`}
          >
            {t("gate.createAccount")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export function ReviewForm({ section, answer }: { section: ReviewSection; answer: ReviewAnswer | null }) {
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
        <ReviewGate reviewer={section.reviewer} />
      </aside>
    );
  }
  return (
    <DeferredBoundary id="buyer-review-form">
      <BuyerReviewForm section={section} answer={answer} />
    </DeferredBoundary>
  );
}
