// The product page's reviews: the list (paged in place with JavaScript), and the form for verified
// buyers or the way to sign in.
//
// The list is the backend's review list fragment, HTML it built and escaped (ADR 0040), with the
// pager and a status line made on the server around it (review-list-html.ts), put in the page as it
// is: the page's script carries none of that markup. Without JavaScript the pager's links are
// product-page addresses with `?reviews_page=N#reviews`; with it a click on one fetches the page from
// the storefront's review-list route (the paging's code comes with the first click) and swaps it in,
// keeping the address in step.
import { useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { REVIEWS_DOCUMENT_HTML_KEY, REVIEWS_PAGE_PARAM, type ReviewPageInfo, type ReviewSection } from "./reviews";
import { useStoreView } from "~/components/layout/useStoreView";
import { useDocumentHtml } from "~/components/ui/document-html";
import { StaticPart, type StaticPartHtml } from "~/components/ui/static-part";
import { useHydrated } from "~/components/ui/useHydrated";
import type { ReviewAnswer } from "./product-review.fields";
import { paths } from "~/routing/paths";
import { ReviewForm } from "./ReviewForm";

export function ProductReviews({
  section,
  summary,
  gate,
  answer,
}: {
  section: ReviewSection | null;
  /** The heading, the average, the count and the histogram, made on the server (review-summary.server.tsx). */
  summary: StaticPartHtml | null;
  /** Why this shopper cannot review, made on the server (review-gate.server.tsx); null for a buyer. */
  gate: StaticPartHtml | null;
  answer: ReviewAnswer | null | undefined;
}) {
  if (!section || !summary) return null;
  return <ReviewsSection section={section} summary={summary} gate={gate} answer={answer} />;
}

function ReviewsSection({
  section,
  summary,
  gate,
  answer,
}: {
  section: ReviewSection;
  summary: StaticPartHtml;
  gate: StaticPartHtml | null;
  answer: ReviewAnswer | null | undefined;
}) {
  const { t } = useTranslation("reviews");
  const storeView = useStoreView();
  const hydrated = useHydrated();
  const listRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ key: string; html: string; info: ReviewPageInfo } | null>(null);
  const [busy, setBusy] = useState(false);
  const html = useDocumentHtml(REVIEWS_DOCUMENT_HTML_KEY, section.html, section.htmlInDocument) ?? "";
  // A new list from the loader (another product, a navigation) replaces what was fetched in place.
  const key = `${section.productId}:${section.info.page}:${html}`;
  const current = shown?.key === key ? shown : { html, info: section.info };

  const load = async (page: number) => {
    const list = listRef.current!;
    setBusy(true);
    // The pager and the status line are the server's markup: told here that a page is on its way.
    list.querySelector(".review-pager")?.setAttribute("aria-busy", "true");
    list.lastElementChild!.textContent = t("pager.loading");
    try {
      const { fetchReviewPage, showReviewPageInAddress } = await import("./review-paging");
      setShown({ key, ...(await fetchReviewPage(paths.reviewList(storeView, section.productId), page, t)) });
      showReviewPageInAddress(page);
      list.focus({ preventScroll: true });
      list.scrollIntoView({ block: "start" });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest(".review-pager a");
    // A stock Magento's reviews (no product id) have no list fragment to fetch: the link's own page.
    if (
      !(link instanceof HTMLAnchorElement) ||
      !hydrated ||
      !section.productId ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.button !== 0
    )
      return;
    event.preventDefault();
    // Should the fetch fail, the link's own address still shows the page.
    void load(Number(new URL(link.href).searchParams.get(REVIEWS_PAGE_PARAM) ?? 1)).then((ok) => {
      if (!ok) window.location.assign(link.href);
    });
  };

  return (
    <section id="reviews" className="product-reviews" aria-labelledby="reviews-heading">
      {/* The heading, the average, the count and the histogram: the server's (review-summary.server.tsx). */}
      <StaticPart part={summary} as="header" className="product-reviews__head" />
      <div className="product-reviews__body">
        <ReviewForm section={section} gate={gate} answer={answer} />
        {/* The fragment, the pager and the status line: the server's markup (review-list-html.ts). The
            click is the pager's links' (a link's Enter is a click), handled here for all of them. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          className="product-reviews__list"
          ref={listRef}
          tabIndex={-1}
          aria-busy={busy}
          aria-label={t("pager.status", { page: current.info.page, total: current.info.totalPages })}
          onClick={onClick}
          dangerouslySetInnerHTML={{ __html: current.html }}
        />
      </div>
    </section>
  );
}
