// The review list's HTML inside div.product-reviews__list: the backend's fragment (or a note when
// there is none), the pager and the status line. The server makes it for the page (a static part:
// the product page's script carries none of the pager's markup), and the paging's code, fetched on
// the first click (review-paging.ts), makes it again for each page shown in place: one builder, so
// both are the same markup. (Its helpers live here, not in reviews.ts, so that the page's own chunk
// carries none of them.)
import type { TFunction } from "i18next";
import { REVIEWS_ANCHOR, REVIEWS_PAGE_PARAM, type ReviewPageInfo } from "./reviews";

/** A pager's entries: the pages to link (first, last, and the two either side of the current), gaps as null. */
export function pagerPages(current: number, total: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let n = 1; n <= total; n++) {
    if (n === 1 || n === total || Math.abs(n - current) <= 1) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** The product page's address showing page `page` of its reviews (other parameters kept, the anchor set). */
export function reviewPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(REVIEWS_PAGE_PARAM);
  else params.set(REVIEWS_PAGE_PARAM, String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}#${REVIEWS_ANCHOR}`;
}

/** The reviews namespace's texts (the server's or the browser's translator). */
type Texts = TFunction;

/** As React escapes text and attribute values. */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c);

/** The pager's links for page `info.page` of the product page at `pathname` + `search`; "" for one page. */
export function reviewPagerHtml(info: ReviewPageInfo, t: Texts, pathname: string, search: string): string {
  if (info.totalPages <= 1) return "";
  const href = (page: number) => escape(reviewPageHref(pathname, search, page));
  const step = (page: number, label: string, rel: string) =>
    `<a class="review-pager__step" href="${href(page)}" rel="${rel}">${escape(label)}</a>`;
  const pages = pagerPages(info.page, info.totalPages)
    .map((page) => {
      if (page === null) return `<li class="review-pager__gap" aria-hidden="true">…</li>`;
      const label = escape(t("pager.page", { page }));
      return page === info.page
        ? `<li><span class="review-pager__page review-pager__page--current" aria-current="page"><span class="visually-hidden">${label}</span><span aria-hidden="true">${page}</span></span></li>`
        : `<li><a class="review-pager__page" href="${href(page)}" aria-label="${label}">${page}</a></li>`;
    })
    .join("");
  return (
    `<nav class="review-pager" aria-label="${escape(t("pager.label"))}" aria-busy="false">` +
    (info.page > 1 ? step(info.page - 1, t("pager.previous"), "prev") : "") +
    `<ol class="review-pager__pages">${pages}</ol>` +
    (info.page < info.totalPages ? step(info.page + 1, t("pager.next"), "next") : "") +
    `</nav>`
  );
}

/**
 * The list's whole HTML: the backend's fragment (escaped HTML of our own backend, ADR 0040), or why
 * there is none (`fragment` null: it could not be read), the pager and an empty status line.
 */
export function reviewListHtml(
  fragment: string | null,
  info: ReviewPageInfo,
  t: Texts,
  pathname: string,
  search: string,
): string {
  const list =
    fragment === null
      ? `<p class="product-reviews__note">${escape(t("unavailable"))}</p>`
      : info.totalCount === 0
        ? `<p class="product-reviews__note">${escape(t("empty"))}</p>`
        : `<div class="product-reviews__fragment">${fragment}</div>`;
  return `${list}${reviewPagerHtml(info, t, pathname, search)}<p class="visually-hidden" role="status"></p>`;
}
