// The parts of the product page's ratings that never change in the browser, rendered on the server
// only as static parts (app/components/ui/static-part.tsx): the headline's rating under the name,
// and the reviews section's summary with its histogram (paging the list in place leaves both as
// they are).
import type { AppLoadContext } from "@remix-run/node";
import type { CSSProperties } from "react";
import type { TFunction } from "i18next";
import type { ProductDetail } from "~/commerce/catalog/product";
import { shownRating } from "~/commerce/catalog/rating";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { numberFormat } from "~/i18n/format";
import { staticPart } from "~/shell/static-part.server";
import type { ReviewSection } from "./reviews";

export const PRODUCT_RATING_KEY = "product-rating";
export const REVIEW_SUMMARY_KEY = "review-summary";

/** An average of stars with one decimal in the store's language: "4,5" in German, "4.5" in English. */
function averageText(context: AppLoadContext, stars: number): string {
  return numberFormat(context.shop.storeView.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    stars,
  );
}

/**
 * Inside p.product-rating: stars and the average only at 4.5 or more (SPEC §9), and the number of
 * reviews as a link to the reviews section further down the page. Null without any review.
 */
export function productRatingPart(context: AppLoadContext, rating: ProductDetail["rating"]): StaticPartHtml | null {
  if (!rating?.count) return null;
  const t = context.shop.tFor("product");
  const stars = shownRating(rating);
  const average = stars === null ? null : averageText(context, stars);
  return staticPart(
    context,
    PRODUCT_RATING_KEY,
    <>
      {stars !== null ? (
        <>
          <span className="rating__stars star-bar" aria-hidden="true" style={{ "--stars": stars } as CSSProperties} />
          <span className="product-rating__average">{t("rating.stars", { stars: average })}</span>
        </>
      ) : null}
      <a href="#reviews" className="product-rating__count">
        {t("rating.reviews", { count: rating.count })}
      </a>
    </>,
  );
}

/**
 * Inside header.product-reviews__head: the section's heading, then (div.review-summary) the average,
 * the count, the histogram and who may review.
 */
export function reviewSummaryPart(context: AppLoadContext, section: ReviewSection): StaticPartHtml {
  const t = context.shop.tFor("reviews");
  const average = section.averageStars === null ? null : averageText(context, section.averageStars);
  return staticPart(
    context,
    REVIEW_SUMMARY_KEY,
    <>
      <h2 id="reviews-heading">{t("heading")}</h2>
      <div className="review-summary" data-testid="review-summary">
        {section.averageStars !== null ? (
          <p className="review-summary__average">
            <span className="review-summary__score">{average}</span>
            <Stars stars={section.averageStars} />
            <span className="visually-hidden">{t("summary.average", { stars: average })}</span>
          </p>
        ) : null}
        <p className="review-summary__count">{t("summary.count", { count: section.info.totalCount })}</p>
        <RatingHistogram counts={section.ratingCounts} t={t} />
        <p className="review-summary__verified">{t("summary.verified")}</p>
      </div>
    </>,
  );
}

/** Five stars filled to the average (4.5 fills four and a half), drawn only: the words say it. */
function Stars({ stars }: { stars: number }) {
  return (
    <span
      className="review-stars star-bar"
      aria-hidden="true"
      style={{ "--stars": Math.max(0, Math.min(5, stars)) } as CSSProperties}
    />
  );
}

/** A bar per number of stars, as long as its share of the reviews. */
function RatingHistogram({ counts, t }: { counts: ReviewSection["ratingCounts"]; t: TFunction }) {
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  if (!total) return null;
  return (
    <ul className="rating-histogram" aria-label={t("histogram.label")} data-testid="rating-histogram">
      {counts.map(({ stars, count }) => (
        <li key={stars} className="rating-histogram__row">
          <span className="visually-hidden">
            {t("histogram.row", {
              stars: t("form.star", { count: stars }),
              reviews: t("histogram.reviews", { count }),
            })}
          </span>
          <span className="rating-histogram__stars" aria-hidden="true">
            {stars}
            <span className="star-bar star-bar--one" />
          </span>
          <span className="rating-histogram__bar" aria-hidden="true">
            <span style={{ width: `${Math.round((count / total) * 100)}%` }} />
          </span>
          <span className="rating-histogram__count" aria-hidden="true">
            {count}
          </span>
        </li>
      ))}
    </ul>
  );
}
