// My reviews: each with its product (linked), stars, summary, text, date and status; a review not
// yet checked says it awaits moderation (SPEC §4).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { ReviewPage } from "~/commerce/customer/perks";
import { useStoreView } from "~/components/layout/useStoreView";
import { paths } from "~/routing/paths";
import { useDay } from "./dates";
import { Pager } from "./Pager";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

const TONE = { APPROVED: "ok", PENDING: "warn", NOT_APPROVED: "muted" } as const;

function Stars({ count }: { count: number }) {
  const { t } = useTranslation("perks");
  return (
    <span
      className="star-bar"
      role="img"
      aria-label={t("reviews.stars", { count })}
      style={{ "--stars": count } as React.CSSProperties}
    />
  );
}

export function ReviewsPage({ page }: { page: ReviewPage }) {
  const { t } = useTranslation("perks");
  const storeView = useStoreView();
  const day = useDay();
  return (
    <div className="perks-page">
      <h1>{t("reviews.heading")}</h1>
      <p className="perks-page__intro">{t("reviews.intro")}</p>
      {page.reviews.length === 0 ? (
        <p className="perks-empty">{t("reviews.empty")}</p>
      ) : (
        <ul className="perks-list reviews">
          {page.reviews.map((r, i) => (
            <li key={`${r.createdAt}-${i}`} className="perks-card review">
              {r.imageUrl ? (
                <ResponsiveImage
                  className="review__image"
                  src={r.imageUrl}
                  alt=""
                  width={72}
                  height={72}
                  sizes="72px"
                />
              ) : null}
              <div className="review__body">
                <div className="review__head">
                  <Link className="review__product" to={paths.product(storeView, r.productUrlKey)}>
                    {r.productName}
                  </Link>
                  <span className={`perks-badge perks-badge--${TONE[r.status]}`}>
                    {t(`reviews.status.${r.status}`)}
                  </span>
                </div>
                <Stars count={r.stars} />
                <p className="review__summary">{r.summary}</p>
                <p className="review__text">{r.text}</p>
                <p className="review__date">{t("reviews.writtenOn", { date: day(r.createdAt) })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page.page} totalPages={page.totalPages} />
    </div>
  );
}
