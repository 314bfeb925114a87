// Reviews: the verified-buyer rule of createProductReview and can_review_product,
// reviews stored awaiting moderation, and the list fragment (/review/product/listAjax/id/{id}): newest
// first, paged, escaped, per store view, 404 for an unknown product.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE } from "../seed/fixtures.js";
import { REVIEW_PAGE_SIZE } from "./limits.js";
import { NON_BUYER, REVIEWED_PRODUCT, VERIFIED_BUYER } from "../seed/fixtures-reviews.js";
import { RATING } from "./ratings.js";
import { gql, backendOverHttp } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let url: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ backend, url, stop } = await backendOverHttp());
}, 60_000);
afterAll(() => stop());

let ip = 0;
async function bearer(who: { email: string; password: string }) {
  const d = await gql(
    backend,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: who.email, p: who.password },
    { "x-forwarded-for": `203.0.113.${++ip}` },
  );
  return { Authorization: `Bearer ${d.generateCustomerToken.token as string}` };
}

const CREATE = `mutation($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { nickname summary text average_rating status product { sku } } }
}`;

const stars = (n: number) => [{ id: RATING.id, value_id: RATING.values[n - 1].value_id }];
const input = (sku: string, more: Record<string, unknown> = {}) => ({
  sku,
  nickname: "Alex",
  summary: "Smooth and tasty",
  text: "Mixes well and tastes like a milkshake.",
  ratings: stars(4),
  ...more,
});

async function create(sku: string, headers: Record<string, string>, more: Record<string, unknown> = {}) {
  return backend.execute<{ createProductReview: { review: Record<string, unknown> } }>(
    CREATE,
    { input: input(sku, more) },
    headers,
  );
}

const productId = (sku: string) =>
  (backend.db.prepare("SELECT id FROM products WHERE sku = ?").get(sku) as { id: number }).id;

async function fragment(id: number | string, query = "", headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/review/product/listAjax/id/${id}${query}`, { headers });
  return { response, html: await response.text() };
}

/** The summaries of a fragment, in order. */
const summaries = (html: string) =>
  [...html.matchAll(/<h3 class="review-item__summary">(.*?)<\/h3>/g)].map((m) => m[1]);
const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe("the verified-buyer rule", () => {
  it("lets a customer who was shipped a variant of the configurable review it: stored awaiting moderation", async () => {
    const headers = await bearer(VERIFIED_BUYER);
    const can = await gql(
      backend,
      `query($s: String!) { customer { can_review_product(sku: $s) } }`,
      { s: REVIEWED_PRODUCT.sku },
      headers,
    );
    expect(can.customer.can_review_product).toBe(true);

    const r = await create(REVIEWED_PRODUCT.sku, headers, { summary: "Posted by a verified buyer" });
    expect(r.errors).toBeUndefined();
    expect(r.data!.createProductReview.review).toMatchObject({
      summary: "Posted by a verified buyer",
      average_rating: 80,
      status: "PENDING",
      product: { sku: REVIEWED_PRODUCT.sku },
    });
    // awaiting moderation: in the customer's own list as pending, not in the product's list
    const own = await gql(backend, `{ customer { reviews { items { summary status } } } }`, {}, headers);
    expect(own.customer.reviews.items[0]).toEqual({ summary: "Posted by a verified buyer", status: "PENDING" });
    const { html } = await fragment(productId(REVIEWED_PRODUCT.sku), "?limit=50");
    expect(html).not.toContain("Posted by a verified buyer");
  });

  it("refuses a guest with an authorization error", async () => {
    const r = await create(REVIEWED_PRODUCT.sku, {});
    expect(r.errors?.[0].message).toMatch(/Sign in as a verified buyer/);
    expect(r.errors?.[0].extensions?.category).toBe("graphql-authorization");
  });

  it("refuses a customer who never bought the product, though they bought another", async () => {
    const headers = await bearer(NON_BUYER);
    const r = await create(REVIEWED_PRODUCT.sku, headers);
    expect(r.errors?.[0].message).toMatch(/Only verified buyers can review this product/);
    expect(r.errors?.[0].extensions?.category).toBe("graphql-authorization");
    const can = await gql(
      backend,
      `query($s: String!) { customer { can_review_product(sku: $s) } }`,
      { s: REVIEWED_PRODUCT.sku },
      headers,
    );
    expect(can.customer.can_review_product).toBe(false);
    // what they were shipped, they may review
    const bought = await create(NON_BUYER.boughtOnly, headers);
    expect(bought.errors).toBeUndefined();
    expect(bought.data!.createProductReview.review.status).toBe("PENDING");
  });

  it("does not count an order that was never shipped", async () => {
    // The demo customer's Vitamin D3 was refunded before shipping and is in a pending order only.
    const headers = await bearer(VERIFIED_BUYER);
    const r = await create("PW-D3", headers);
    expect(r.errors?.[0].extensions?.category).toBe("graphql-authorization");
  });

  it("checks the input: lengths and a rating of 1 to 5 stars, with clear messages", async () => {
    const headers = await bearer(VERIFIED_BUYER);
    const short = await create(REVIEWED_PRODUCT.sku, headers, { text: "Good", nickname: " " });
    expect(short.errors?.[0].extensions?.category).toBe("graphql-input");
    expect(short.errors?.[0].message).toContain('"nickname" is required');
    expect(short.errors?.[0].message).toContain('"text" must have at least 10 characters');
    const noRating = await create(REVIEWED_PRODUCT.sku, headers, { ratings: [{ id: RATING.id, value_id: "Ng==" }] });
    expect(noRating.errors?.[0].message).toContain("from 1 to 5");
    const long = await create(REVIEWED_PRODUCT.sku, headers, { summary: "x".repeat(121) });
    expect(long.errors?.[0].message).toContain('"summary" is longer than 120 characters');
  });

  it("answers an unknown sku as no such entity", async () => {
    const r = await create("NO-SUCH-SKU", await bearer(VERIFIED_BUYER));
    expect(r.errors?.[0].extensions?.category).toBe("graphql-no-such-entity");
  });

  it("describes the one rating and its five values", async () => {
    const d = await gql(backend, `{ productReviewRatingsMetadata { items { id name values { value_id value } } } }`);
    expect(d.productReviewRatingsMetadata.items).toHaveLength(1);
    expect(d.productReviewRatingsMetadata.items[0].values.map((v: { value: string }) => v.value)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
  });
});

describe("the review list fragment", () => {
  it("lists approved reviews newest first, a page at a time, with the page info on its root", async () => {
    const id = productId(REVIEWED_PRODUCT.sku);
    const first = await fragment(id);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(first.response.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    expect(attribute(first.html, "data-current-page")).toBe("1");
    expect(attribute(first.html, "data-total-count")).toBe(String(REVIEWED_PRODUCT.approvedCount));
    expect(attribute(first.html, "data-total-pages")).toBe(
      String(Math.ceil(REVIEWED_PRODUCT.approvedCount / REVIEW_PAGE_SIZE)),
    );
    const one = summaries(first.html);
    expect(one).toHaveLength(REVIEW_PAGE_SIZE);
    expect(one[0]).toBe(REVIEWED_PRODUCT.newestSummary);
    const dates = [...first.html.matchAll(/<time datetime="([\d-]+)">/g)].map((m) => m[1]);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.html).toMatch(/role="img" aria-label="Rated 5 out of 5"/);
    // pending and rejected reviews are never listed
    expect(first.html).not.toContain("Awaiting moderation");

    const second = await fragment(id, "?p=2");
    expect(attribute(second.html, "data-current-page")).toBe("2");
    const two = summaries(second.html);
    expect(two).toHaveLength(REVIEWED_PRODUCT.approvedCount - REVIEW_PAGE_SIZE);
    expect(two.at(-1)).toBe(REVIEWED_PRODUCT.oldestSummary);
    expect(two.some((s) => one.includes(s))).toBe(false);
    expect(second.html).not.toContain("Rejected review");
  });

  it("shows a review approved after the list was read, at once, in the count, the histogram and the list", async () => {
    const id = productId(CREATINE.sku);
    const before = await fragment(id);
    const total = Number(attribute(before.html, "data-total-count"));
    const histogram = () =>
      gql(
        backend,
        `query($s: String!) { products(filter: { sku: { eq: $s } }) { items { review_count rating_summary } } }`,
        {
          s: CREATINE.sku,
        },
      );
    const counted = (await histogram()).products.items[0];
    // the moderator approves a new review (a write the shop did not make through its services)
    backend.db
      .prepare(
        `INSERT INTO reviews (product_id, customer_id, store_code, nickname, summary, text, rating, status, created_at)
         VALUES (?, NULL, 'default', 'Sam', 'Approved just now', 'Mixes well and tastes of nothing at all.', 1, 'approved', '2099-01-01 00:00:00')`,
      )
      .run(id);
    const after = await fragment(id);
    expect(Number(attribute(after.html, "data-total-count"))).toBe(total + 1);
    expect(summaries(after.html)[0]).toBe("Approved just now");
    const recounted = (await histogram()).products.items[0];
    expect(recounted.review_count).toBe(counted.review_count + 1);
    expect(recounted.rating_summary).toBeLessThan(counted.rating_summary);
  });

  it("escapes everything a reviewer wrote", async () => {
    const id = productId(CREATINE.sku);
    backend.db
      .prepare(
        `INSERT INTO reviews (product_id, customer_id, store_code, nickname, summary, text, rating, status, created_at)
        VALUES (?, NULL, 'default', ?, ?, ?, 5, 'approved', '2099-01-01 00:00:00')`,
      )
      .run(id, `"><img src=x onerror=alert(1)>`, "<script>alert('x')</script>", "Tom & Jerry's <b>bold</b>");
    const { html } = await fragment(id);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(html).toContain("Tom &amp; Jerry&#39;s &lt;b&gt;bold&lt;/b&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
  });

  it("speaks the store view's language, chosen by the Store header or ___store", async () => {
    const id = productId(REVIEWED_PRODUCT.sku);
    const de = await fragment(id, "", { Store: "de" });
    expect(de.html).toContain("5 von 5 Sternen");
    const fr = await fragment(id, "?___store=fr");
    expect(fr.html).toContain("Noté 5 sur 5");
  });

  it("marks a review written in another language than the page's, and says which", async () => {
    const id = productId(CREATINE.sku);
    backend.db
      .prepare(
        `INSERT INTO reviews (product_id, customer_id, store_code, nickname, summary, text, rating, status, created_at)
        VALUES (?, NULL, 'de', 'Jonas', 'Löst sich gut', 'Klumpt nicht im Shaker.', 5, 'approved', '2099-02-01 00:00:00')`,
      )
      .run(id);
    const english = (await fragment(id)).html;
    expect(english).toContain('<h3 class="review-item__summary" lang="de">Löst sich gut</h3>');
    expect(english).toContain('<p class="review-item__text" lang="de">Klumpt nicht im Shaker.</p>');
    expect(english).toContain('<span class="review-item__language">Written in German</span>');
    const german = (await fragment(id, "", { Store: "de" })).html;
    expect(german).toContain('<h3 class="review-item__summary">Löst sich gut</h3>');
    expect(german).toMatch(/<h3 class="review-item__summary" lang="en">[^<]+<\/h3>/);
    expect(german).toContain('<span class="review-item__language">Auf Englisch verfasst</span>');
    // The English-speaking store views share a language: no mark between them.
    expect((await fragment(id, "", { Store: "ie" })).html).not.toContain('lang="en"');
  });

  it("answers an unknown product or page with a 404, a bad page or store with a 400, and caps the page size", async () => {
    expect((await fragment(999999)).response.status).toBe(404);
    expect((await fragment("abc")).response.status).toBe(404);
    // a variant is not shown on its own: no reviews of its own
    expect((await fragment(productId(`${REVIEWED_PRODUCT.sku}-CHOC-1KG`))).response.status).toBe(404);
    const id = productId(REVIEWED_PRODUCT.sku);
    expect((await fragment(id, "?p=99")).response.status).toBe(404);
    expect((await fragment(id, "?p=0")).response.status).toBe(400);
    expect((await fragment(id, "?p=x")).response.status).toBe(400);
    expect((await fragment(id, "", { Store: "nowhere" })).response.status).toBe(400);
    const capped = await fragment(id, "?limit=100000");
    expect(attribute(capped.html, "data-page-size")).toBe("50");
  });

  it("gives every shown product several reviews, some averaging 4.5 stars or more and some less", () => {
    const averages = backend.db
      .prepare(
        `SELECT p.sku, COUNT(r.id) AS n, AVG(r.rating) AS avg FROM products p
        LEFT JOIN reviews r ON r.product_id = p.id AND r.status = 'approved' WHERE p.visibility = 4 GROUP BY p.id`,
      )
      .all() as Array<{ sku: string; n: number; avg: number }>;
    // (the facets seed's products keep its two or three reviews)
    for (const a of averages) expect(a.n, a.sku).toBeGreaterThanOrEqual(2);
    expect(averages.some((a) => a.avg >= 4.5)).toBe(true);
    expect(averages.some((a) => a.avg < 4.5)).toBe(true);
  });
});
