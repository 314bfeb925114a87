// The review list's paging in place: what only a click on the pager needs (the fetch of the page, its
// page info, the address kept in step). The product page's script leaves it out; the first click
// fetches it (ProductReviews.tsx), and without JavaScript the pager's links are plain addresses.
// The server reads a fragment's page info here too (reviews.server.ts).
import type { TFunction } from "i18next";
import { reviewListHtml } from "./review-list-html";
import { REVIEWS_ANCHOR, REVIEWS_PAGE_PARAM, type ReviewPageInfo } from "./reviews";

const attribute = (html: string, name: string): number | null => {
  const match = new RegExp(`\\b${name}="(\\d{1,9})"`).exec(html);
  return match ? Number(match[1]) : null;
};

/** The page info of a fragment's root element; a fragment without it counts as one empty page. */
export function reviewPageInfo(html: string): ReviewPageInfo {
  const page = attribute(html, "data-current-page") ?? 1;
  const totalPages = Math.max(1, attribute(html, "data-total-pages") ?? 1);
  return { page: Math.min(page, totalPages), totalPages, totalCount: attribute(html, "data-total-count") ?? 0 };
}

/**
 * Page `page` of the review list fragment at `listPath`, as the list's whole HTML (the fragment, the
 * pager for this page's address, the status line: review-list-html.ts), with the page info it carries.
 */
export async function fetchReviewPage(
  listPath: string,
  page: number,
  t: TFunction,
): Promise<{ html: string; info: ReviewPageInfo }> {
  const response = await fetch(`${listPath}?p=${page}`, { headers: { Accept: "text/html" } });
  if (!response.ok) throw new Error(`reviews page ${page}: ${response.status}`);
  const fragment = await response.text();
  const info = reviewPageInfo(fragment);
  const { pathname, search } = window.location;
  return { html: reviewListHtml(fragment, info, t, pathname, search), info };
}

/**
 * The address follows the page shown (a reload or a shared link shows the same), without a
 * navigation that would load the whole product again.
 */
export function showReviewPageInAddress(page: number): void {
  const url = new URL(window.location.href);
  if (page > 1) url.searchParams.set(REVIEWS_PAGE_PARAM, String(page));
  else url.searchParams.delete(REVIEWS_PAGE_PARAM);
  url.hash = REVIEWS_ANCHOR;
  window.history.replaceState(window.history.state, "", url);
}
