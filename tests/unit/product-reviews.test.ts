// The product page's reviews: the review form's schema and its messages in every
// locale, and the pager's pure rules (page info from the fragment, the page address, the pages listed).
import { readFileSync } from "node:fs";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { requestedReviewPage } from "~/features/product/reviews";
import { reviewPageInfo } from "~/features/product/review-paging";
import { pagerPages, reviewListHtml, reviewPageHref } from "~/features/product/review-list-html";
import { fixedT } from "~/i18n/translate";
import { ProductReviewSchema, REVIEW_ERROR_KEYS } from "~/features/product/product-review";

const LOCALES = ["en-GB", "en-IE", "en-US", "de-DE", "es-ES", "fr-FR", "it-IT"];
const texts = (locale: string) =>
  JSON.parse(readFileSync(`locales/${locale}/reviews.json`, "utf8")) as {
    form: { errors: Record<string, string>; starWord: Record<string, string> };
    empty: string;
    unavailable: string;
  };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

/** A refused submission's errors by field (a successful one has none). */
const errorsOf = (submission: { status?: string; error?: unknown }) =>
  submission.status === "error" ? submission.error : undefined;

describe("the review form's schema", () => {
  it("takes a complete review, trimmed, with the rating as a number of stars", () => {
    const submission = parseWithZod(
      form({ nickname: " Alex ", summary: " Great ", rating: "4", text: "  Mixes well, tastes great.  " }),
      { schema: ProductReviewSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toEqual({
        nickname: "Alex",
        summary: "Great",
        rating: 4,
        text: "Mixes well, tastes great.",
      });
  });

  it("names what is missing or wrong, each beside its field", () => {
    const empty = parseWithZod(form({ nickname: "", summary: "", text: "" }), { schema: ProductReviewSchema });
    expect(errorsOf(empty)).toMatchObject({
      nickname: ["nicknameRequired"],
      summary: ["summaryRequired"],
      rating: ["ratingRequired"],
      text: ["textRequired"],
    });
    const wrong = parseWithZod(
      form({ nickname: "x".repeat(41), summary: "x".repeat(121), rating: "6", text: "Too short" }),
      { schema: ProductReviewSchema },
    );
    expect(errorsOf(wrong)).toMatchObject({
      nickname: ["nicknameTooLong"],
      summary: ["summaryTooLong"],
      rating: ["ratingRequired"],
      text: ["textTooShort"],
    });
    const long = parseWithZod(form({ nickname: "A", summary: "B", rating: "1", text: "x".repeat(4001) }), {
      schema: ProductReviewSchema,
    });
    expect(errorsOf(long)).toMatchObject({ text: ["textTooLong"] });
  });

  it("has every message, star word and text in all seven locales", () => {
    const english = texts("en-GB");
    for (const locale of LOCALES) {
      const { form: f } = texts(locale);
      for (const key of REVIEW_ERROR_KEYS) expect(f.errors[key], `${locale} ${key}`).toBeTruthy();
      for (const stars of ["1", "2", "3", "4", "5"]) expect(f.starWord[stars], `${locale} ${stars}`).toBeTruthy();
      if (!locale.startsWith("en")) expect(f.errors.ratingRequired).not.toBe(english.form.errors.ratingRequired);
    }
  });
});

describe("the review pager", () => {
  it("reads the page info from the fragment's root element", () => {
    const html = `<div class="review-list" data-product-id="1" data-current-page="2" data-total-pages="3" data-total-count="25"></div>`;
    expect(reviewPageInfo(html)).toEqual({ page: 2, totalPages: 3, totalCount: 25 });
    expect(reviewPageInfo("<p>nothing</p>")).toEqual({ page: 1, totalPages: 1, totalCount: 0 });
  });

  it("takes a page from the address only when it is a whole number from 1", () => {
    expect(requestedReviewPage("3")).toBe(3);
    for (const bad of [null, "", "0", "-1", "2.5", "x", "1e3", "9999999"]) expect(requestedReviewPage(bad)).toBe(1);
  });

  it("links the product page with the page of reviews and the anchor, keeping the other parameters", () => {
    expect(reviewPageHref("/products/whey", "?flavours=3", 2)).toBe("/products/whey?flavours=3&reviews_page=2#reviews");
    expect(reviewPageHref("/products/whey", "?reviews_page=2&flavours=3", 1)).toBe("/products/whey?flavours=3#reviews");
    expect(reviewPageHref("/products/whey", "", 1)).toBe("/products/whey#reviews");
  });

  it("lists the first, the last and the pages around the current one, with gaps between", () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerPages(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe("the review list's HTML, made on the server and again for a page shown in place", () => {
  const english = fixedT({ reviews: texts("en-GB") as never }, "en-GB", "reviews");
  const german = fixedT({ reviews: texts("de-DE") as never }, "de-DE", "reviews");
  const fragment = '<div class="review-list" data-current-page="2"><p>Gut &amp; günstig</p></div>';

  it("puts the fragment, the pager for the page's own address and an empty status line together", () => {
    const html = reviewListHtml(
      fragment,
      { page: 2, totalPages: 5, totalCount: 45 },
      english,
      "/products/whey",
      "?a=1&b=%22",
    );
    const href = (page: number) => `/products/whey?a=1&amp;b=%22${page > 1 ? `&amp;reviews_page=${page}` : ""}#reviews`;
    expect(html).toBe(
      `<div class="product-reviews__fragment">${fragment}</div>` +
        `<nav class="review-pager" aria-label="Pages of reviews" aria-busy="false">` +
        `<a class="review-pager__step" href="${href(1)}" rel="prev">Previous</a>` +
        `<ol class="review-pager__pages">` +
        `<li><a class="review-pager__page" href="${href(1)}" aria-label="Page 1">1</a></li>` +
        `<li><span class="review-pager__page review-pager__page--current" aria-current="page"><span class="visually-hidden">Page 2</span><span aria-hidden="true">2</span></span></li>` +
        `<li><a class="review-pager__page" href="${href(3)}" aria-label="Page 3">3</a></li>` +
        `<li class="review-pager__gap" aria-hidden="true">…</li>` +
        `<li><a class="review-pager__page" href="${href(5)}" aria-label="Page 5">5</a></li>` +
        `</ol><a class="review-pager__step" href="${href(3)}" rel="next">Next</a></nav>` +
        `<p class="visually-hidden" role="status"></p>`,
    );
  });

  it("has no pager for one page, and says why there is no list, in the store's language", () => {
    expect(reviewListHtml(fragment, { page: 1, totalPages: 1, totalCount: 3 }, english, "/p", "")).toBe(
      `<div class="product-reviews__fragment">${fragment}</div><p class="visually-hidden" role="status"></p>`,
    );
    const none = reviewListHtml(fragment, { page: 1, totalPages: 1, totalCount: 0 }, german, "/p", "");
    expect(none).toContain(`<p class="product-reviews__note">${texts("de-DE").empty}</p>`);
    const unreadable = reviewListHtml(null, { page: 1, totalPages: 1, totalCount: 0 }, german, "/p", "");
    expect(unreadable).toContain(`<p class="product-reviews__note">${texts("de-DE").unavailable}</p>`);
  });
});
