import { describe, expect, it } from "vitest";
import { plainTextOf } from "~/commerce/html-text";
import { toProductListPage } from "~/commerce/catalog/product";

describe("plainTextOf", () => {
  it("drops tags, decodes entities and collapses white space", () => {
    expect(plainTextOf("<p>Whey &amp; oats</p>\n<p>Smooth&nbsp;taste &#8211; &#x2713; &lt;b&gt;</p>")).toBe(
      "Whey & oats Smooth\u00a0taste – ✓ <b>",
    );
  });
  it("leaves unknown entities and empty input alone", () => {
    expect(plainTextOf("A &bogus; B")).toBe("A &bogus; B");
    expect(plainTextOf(null)).toBe("");
  });
});

describe("a list's short texts", () => {
  const item = (name: string, short?: string) => ({
    __typename: "SimpleProduct",
    uid: name,
    sku: name,
    name,
    url_key: name.toLowerCase(),
    stock_status: "IN_STOCK",
    price_range: {
      minimum_price: { final_price: { value: 1, currency: "GBP" }, regular_price: { value: 1, currency: "GBP" } },
    },
    review_count: 0,
    rating_summary: 0,
    ...(short === undefined ? {} : { short_description: { html: short } }),
  });
  it("carries the short description as text when the list asked for it, not a mere repeat of the name", () => {
    const page = toProductListPage({
      total_count: 3,
      items: [
        item("Whey", "<p>Creamy whey for <strong>every</strong> day.</p>"),
        item("Bar", "<p>Bar</p>"),
        item("Oats"),
      ],
    } as never);
    expect(page.products.map((p) => p.shortText)).toEqual(["Creamy whey for every day.", undefined, undefined]);
  });
});
