// Magento's own reviews (stock 2.4.7 has no review list fragment) made into the fragment's markup:
// what a reviewer wrote stays text, stars follow Magento's percentage, and the review section reads
// the page and count from it as it reads the fragment's.
import { describe, expect, it } from "vitest";
import { reviewPageInfo } from "../review-paging";
import { coreReviewListHtml } from "./reviews.server";

const words = { stars: (n: number) => `${n} out of 5`, label: "Customer reviews", empty: "No reviews yet." };

describe("core review list", () => {
  it("shows each review with its stars and date, escaped, and the pages and count", () => {
    const html = coreReviewListHtml(
      {
        uid: "MQ==",
        review_count: 12,
        reviews: {
          items: [
            {
              nickname: "Sam <b>",
              summary: "Mixes well",
              text: "<script>alert(1)</script> Great taste",
              average_rating: 80,
              created_at: "2025-11-02 10:00:00",
            },
          ],
          page_info: { current_page: 2, page_size: 10, total_pages: 2 },
        },
      },
      words,
      "en-GB",
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Great taste");
    expect(html).toContain("Sam &lt;b&gt;");
    expect(html).toContain('aria-label="4 out of 5"');
    expect(html).toContain('data-rating="4"');
    expect(html).toContain("2 November 2025");
    expect(reviewPageInfo(html)).toEqual({ page: 2, totalPages: 2, totalCount: 12 });
  });

  it("says there are none yet when the product has no reviews", () => {
    const html = coreReviewListHtml(
      {
        uid: "MQ==",
        review_count: 0,
        reviews: { items: [], page_info: { current_page: 1, page_size: 10, total_pages: 0 } },
      },
      words,
      "de-DE",
    );
    expect(html).toContain("No reviews yet.");
    expect(reviewPageInfo(html)).toEqual({ page: 1, totalPages: 1, totalCount: 0 });
  });
});
