// The product page's reviews: the list (paged in place with JavaScript), and the form for verified
// buyers or the way to sign in.
//
// The list is the backend's review list fragment, HTML it built and escaped (ADR 0040), put in the
// page as it is. Without JavaScript the pager's links are product-page addresses with
// `?reviews_page=N#reviews`; with it they fetch the page from the storefront's review-list route and
// swap it in, keeping the address in step.
import { useLocation } from "@remix-run/react";
import { useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import {
  pagerPages,
  REVIEWS_ANCHOR,
  REVIEWS_DOCUMENT_HTML_KEY,
  reviewPageHref,
  type ReviewPageInfo,
  type ReviewSection,
} from "./reviews";
import { useStoreView } from "~/components/layout/useStoreView";
import { useDocumentHtml } from "~/components/ui/document-html";
import { StaticPart, type StaticPartHtml } from "~/components/ui/static-part";
import { useHydrated } from "~/components/ui/useHydrated";
import type { ReviewAnswer } from "./product-review.fields";
import { paths } from "~/routing/paths";
import { ReviewForm } from "./ReviewForm";

function Pager({
  info,
  busy,
  onPage,
}: {
  info: ReviewPageInfo;
  busy: boolean;
  onPage: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation("reviews");
  const { pathname, search } = useLocation();
  if (info.totalPages <= 1) return null;
  const link = (page: number, label: string, className: string, rel?: string) => (
    <a
      className={className}
      href={reviewPageHref(pathname, search, page)}
      rel={rel}
      onClick={(event) => onPage(page, event)}
    >
      {label}
    </a>
  );
  return (
    <nav className="review-pager" aria-label={t("pager.label")} aria-busy={busy}>
      {info.page > 1 ? link(info.page - 1, t("pager.previous"), "review-pager__step", "prev") : null}
      <ol className="review-pager__pages">
        {pagerPages(info.page, info.totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="review-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === info.page ? (
                <span className="review-pager__page review-pager__page--current" aria-current="page">
                  <span className="visually-hidden">{t("pager.page", { page })}</span>
                  <span aria-hidden="true">{page}</span>
                </span>
              ) : (
                <a
                  className="review-pager__page"
                  href={reviewPageHref(pathname, search, page)}
                  aria-label={t("pager.page", { page })}
                  onClick={(event) => onPage(page, event)}
                >
                  {page}
                </a>
              )}
            </li>
          ),
        )}
      </ol>
      {info.page < info.totalPages ? link(info.page + 1, t("pager.next"), "review-pager__step", "next") : null}
    </nav>
  );
}

/** The list as the loader gave it, or as the last page fetched in place. */
function useReviewPages(section: ReviewSection) {
  const storeView = useStoreView();
  const listRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ key: string; html: string | null; info: ReviewPageInfo } | null>(null);
  const [busy, setBusy] = useState(false);
  const html = useDocumentHtml(REVIEWS_DOCUMENT_HTML_KEY, section.html, section.htmlInDocument);
  // A new page from the loader (another product, a navigation) replaces what was fetched in place.
  const key = `${section.productId}:${section.info.page}:${html?.length ?? 0}`;
  const current = shown?.key === key ? shown : { key, html, info: section.info };

  const load = async (page: number) => {
    setBusy(true);
    try {
      // The paging's code comes with the first click (review-paging.ts): the page needs none of it.
      const { fetchReviewPage, showReviewPageInAddress } = await import("./review-paging");
      const fetched = await fetchReviewPage(paths.reviewList(storeView, section.productId), page);
      setShown({ key, ...fetched });
      showReviewPageInAddress(page);
      listRef.current?.focus({ preventScroll: true });
      listRef.current?.scrollIntoView({ block: "start" });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { current, busy, load, listRef };
}

export function ProductReviews({
  section,
  summary,
  gate,
  answer,
}: {
  section: ReviewSection | null;
  /** The average, the count and the histogram, made on the server (review-summary.server.tsx). */
  summary: StaticPartHtml | null;
  /** Why this shopper cannot review, made on the server (review-gate.server.tsx); null for a buyer. */
  gate: StaticPartHtml | null;
  answer: ReviewAnswer | null;
}) {
  const { t } = useTranslation("reviews");
  if (!section || !summary) return null;
  return <ReviewsSection section={section} summary={summary} gate={gate} answer={answer} t={t} />;
}

function ReviewsSection({
  section,
  summary,
  gate,
  answer,
  t,
}: {
  section: ReviewSection;
  summary: StaticPartHtml;
  gate: StaticPartHtml | null;
  answer: ReviewAnswer | null;
  t: ReturnType<typeof useTranslation>["t"];
}) {
  const { current, busy, load, listRef } = useReviewPages(section);
  const hydrated = useHydrated();
  const onPage = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    // A stock Magento's reviews (no product id) have no list fragment to fetch: the link's own page.
    if (!hydrated || !section.productId || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    const href = event.currentTarget.href;
    // Should the fetch fail, the link's own address still shows the page.
    void load(page).then((ok) => {
      if (!ok) window.location.assign(href);
    });
  };
  return (
    <section id={REVIEWS_ANCHOR} className="product-reviews" aria-labelledby="reviews-heading">
      <header className="product-reviews__head">
        <h2 id="reviews-heading">{t("heading")}</h2>
        <StaticPart part={summary} className="review-summary" data-testid="review-summary" />
      </header>
      <div className="product-reviews__body">
        <ReviewForm section={section} gate={gate} answer={answer} />
        <div
          className="product-reviews__list"
          ref={listRef}
          tabIndex={-1}
          aria-busy={busy}
          aria-label={t("pager.status", { page: current.info.page, total: current.info.totalPages })}
        >
          {current.html === null ? (
            <p className="product-reviews__note">{t("unavailable")}</p>
          ) : current.info.totalCount === 0 ? (
            <p className="product-reviews__note">{t("empty")}</p>
          ) : (
            // The backend's fragment: escaped HTML of our own backend (ADR 0040).
            <div className="product-reviews__fragment" dangerouslySetInnerHTML={{ __html: current.html }} />
          )}
          <Pager info={current.info} busy={busy} onPage={onPage} />
          <p className="visually-hidden" role="status">
            {busy ? t("pager.loading") : ""}
          </p>
        </div>
      </div>
    </section>
  );
}
