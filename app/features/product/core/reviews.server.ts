// The product page's reviews on a stock Magento 2.4.7 (ADR 0065), which has no review list fragment
// (/review/product/listAjax is the extension's): Magento's own ProductInterface.reviews, one page at
// a time, made here into the same markup the fragment has, so the review section shows it as it is.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import type { ProductReviewsCoreQuery } from "~/commerce/generated/graphql";

export const PRODUCT_REVIEWS_CORE_QUERY = graphql(`
  query ProductReviewsCore($urlKey: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        uid
        review_count
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            nickname
            summary
            text
            average_rating
            created_at
          }
          page_info {
            current_page
            page_size
            total_pages
          }
        }
      }
    }
  }
`);

/** Reviews a page shows, as the extension's fragment does. */
export const CORE_REVIEW_PAGE_SIZE = 10;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** A reviewer's text as HTML text or attribute value: nothing they write becomes markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function shownDate(isoDate: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" })));
  const date = new Date(`${isoDate}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : format.format(date);
}

type Reviews = NonNullable<NonNullable<NonNullable<ProductReviewsCoreQuery["products"]>["items"]>[number]>;

export interface CoreReviewWords {
  /** "{{stars}} out of 5" for a review's stars. */
  stars: (stars: number) => string;
  /** The list's name for assistive technology. */
  label: string;
  empty: string;
}

/** One page of Magento's reviews in the fragment's markup (classes and data attributes alike). */
export function coreReviewListHtml(product: Reviews | null, words: CoreReviewWords, locale: string): string {
  const items = (product?.reviews.items ?? []).flatMap((review) => (review ? [review] : []));
  const info = product?.reviews.page_info;
  const page = info?.current_page ?? 1;
  const pages = Math.max(1, info?.total_pages ?? 1);
  const list = items
    .map((review) => {
      // Magento's average_rating is a percentage (100 = five stars).
      const stars = Math.max(1, Math.min(5, Math.round(review.average_rating / 20)));
      const date = review.created_at.slice(0, 10);
      return [
        `<li class="review-item">`,
        `<div class="review-item__rating" role="img" aria-label="${escapeHtml(words.stars(stars))}"`,
        ` data-rating="${stars}"><span class="review-item__stars star-bar" aria-hidden="true"></span></div>`,
        `<h3 class="review-item__summary">${escapeHtml(review.summary)}</h3>`,
        `<p class="review-item__text">${escapeHtml(review.text)}</p>`,
        `<p class="review-item__meta"><span class="review-item__nickname">${escapeHtml(review.nickname)}</span>`,
        `, <time datetime="${escapeHtml(date)}">${escapeHtml(shownDate(date, locale))}</time></p>`,
        `</li>`,
      ].join("");
    })
    .join("\n");
  const attributes = [
    `class="review-list"`,
    `data-current-page="${page}"`,
    `data-total-pages="${pages}"`,
    `data-total-count="${product?.review_count ?? items.length}"`,
    `data-page-size="${info?.page_size ?? CORE_REVIEW_PAGE_SIZE}"`,
  ].join(" ");
  const body = items.length
    ? `<ol class="review-list__items" aria-label="${escapeHtml(words.label)}">\n${list}\n</ol>`
    : `<p class="review-list__empty">${escapeHtml(words.empty)}</p>`;
  return `<div ${attributes}>\n${body}\n</div>\n`;
}

/** One page of a product's reviews from Magento's core fields, in the fragment's markup. */
export async function coreReviewList(
  ctx: CommerceRequestContext,
  urlKey: string,
  page: number,
  words: CoreReviewWords,
  locale: string,
): Promise<string> {
  const read = (currentPage: number) =>
    commerceRequest(ctx, PRODUCT_REVIEWS_CORE_QUERY, { urlKey, pageSize: CORE_REVIEW_PAGE_SIZE, currentPage });
  let product = await read(page).then(
    (answer) => answer.data.products?.items?.[0] ?? null,
    (error: unknown) => {
      if (page > 1) return undefined;
      throw error;
    },
  );
  if (product === undefined) product = (await read(1)).data.products?.items?.[0] ?? null;
  // A page beyond the last falls back to the first, as with the fragment.
  if (product && page > 1 && page > (product.reviews.page_info?.total_pages ?? 1))
    product = (await read(1)).data.products?.items?.[0] ?? null;
  return coreReviewListHtml(product, words, locale);
}
