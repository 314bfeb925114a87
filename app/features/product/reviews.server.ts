// The product page's reviews: the list fragment (/review/product/listAjax/id/{id}) and whether the
// shopper may post one, and posting one (Magento's createProductReview).
import { reviewListHtml } from "./review-list-html";
import type { AppLoadContext } from "@remix-run/node";
import { shownRating, type ProductDetail } from "~/commerce/catalog/product";
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { isCommerceError } from "~/commerce/errors";
import { graphql } from "~/commerce/generated";
import { keepForDocument } from "~/shell/document-html.server";
import { coreReviewList } from "./core/reviews.server";
import {
  CREATE_REVIEW_CORE_MUTATION,
  PRODUCT_REVIEWER_CORE_QUERY,
  REVIEW_RATINGS_CORE_QUERY,
} from "./core/review-post.server";
import { fetchReviewList } from "./review-list.server";
import { reviewPageInfo } from "./review-paging";
import {
  REVIEWS_DOCUMENT_HTML_KEY,
  REVIEWS_PAGE_PARAM,
  requestedReviewPage,
  type Reviewer,
  type ReviewSection,
} from "./reviews";

export const REVIEWER_QUERY = graphql(`
  query ProductReviewer($sku: String!) {
    customer {
      firstname
      can_review_product(sku: $sku)
    }
  }
`);

export const REVIEW_RATINGS_QUERY = graphql(`
  query ProductReviewRatings {
    productReviewRatingsMetadata {
      items {
        id
        values {
          value_id
          value
        }
      }
    }
  }
`);

export const CREATE_REVIEW_MUTATION = graphql(`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        summary
        status
      }
    }
  }
`);

/** Whether the signed-in customer (if any) may review the product, and their first name. */
async function reviewerOf(ctx: CommerceRequestContext, sku: string): Promise<{ reviewer: Reviewer; nickname: string }> {
  if (!ctx.customerToken) return { reviewer: "guest", nickname: "" };
  try {
    const { data } = await commerceRequest(ctx, REVIEWER_QUERY, { sku });
    if (!data.customer) return { reviewer: "guest", nickname: "" };
    return {
      reviewer: data.customer.can_review_product ? "buyer" : "customer",
      nickname: data.customer.firstname ?? "",
    };
  } catch (error) {
    // An expired token reads as a guest: the sign-in link is what helps.
    if (isCommerceError(error) && error.kind === "graphql") return { reviewer: "guest", nickname: "" };
    throw error;
  }
}

/** A page of the list; a page beyond the last falls back to the first. Null when the backend cannot be read. */
async function listPage(ctx: CommerceRequestContext, productId: number, page: number): Promise<string | null> {
  try {
    return (
      (await fetchReviewList(ctx, productId, page)) ?? (page > 1 ? await fetchReviewList(ctx, productId, 1) : null)
    );
  } catch (error) {
    // The page stays useful without its reviews: the section says they cannot be shown now.
    if (isCommerceError(error)) return null;
    throw error;
  }
}

export async function loadProductReviews(
  shop: AppLoadContext["shop"],
  product: ProductDetail,
  url: URL,
): Promise<ReviewSection | null> {
  if (!(await shop.backend.extensions())) return coreReviewSection(shop, product, url);
  if (product.productId === null) return null;
  const page = requestedReviewPage(url.searchParams.get(REVIEWS_PAGE_PARAM));
  const [html, who] = await Promise.all([
    listPage(shop.commerce, product.productId, page),
    reviewerOf(shop.commerce, product.sku),
  ]);
  const info = html ? reviewPageInfo(html) : { page: 1, totalPages: 1, totalCount: product.rating?.count ?? 0 };
  return {
    productId: product.productId,
    sku: product.sku,
    html,
    htmlInDocument: false,
    info,
    // SPEC §9: the stars of the average only from the threshold up, as everywhere in the shop
    averageStars: shownRating(product.rating),
    ratingCounts: product.ratingCounts,
    ...who,
  };
}

/** Orders read at most (50 a page) to find a shipped line of the product on a stock Magento. */
const CORE_REVIEWER_MAX_PAGES = 5;

/**
 * On a stock Magento, whether the signed-in customer is a verified buyer of the product: one of
 * their orders shipped a line of it or of one of its variants (what the extension's
 * can_review_product answers), read from Magento's own Customer.orders.
 */
export async function coreReviewerOf(
  ctx: CommerceRequestContext,
  product: Pick<ProductDetail, "sku" | "variants">,
): Promise<{ reviewer: Reviewer; nickname: string }> {
  if (!ctx.customerToken) return { reviewer: "guest", nickname: "" };
  const skus = new Set([product.sku, ...product.variants.map((v) => v.sku)]);
  try {
    let nickname = "";
    for (let page = 1, pages = 1; page <= pages && page <= CORE_REVIEWER_MAX_PAGES; page++) {
      const { data } = await commerceRequest(ctx, PRODUCT_REVIEWER_CORE_QUERY, { currentPage: page });
      if (!data.customer) return { reviewer: "guest", nickname: "" };
      nickname = data.customer.firstname ?? "";
      pages = data.customer.orders?.page_info?.total_pages ?? 1;
      const shipped = (data.customer.orders?.items ?? []).some((order) =>
        (order?.items ?? []).some((line) => line && skus.has(line.product_sku) && (line.quantity_shipped ?? 0) > 0),
      );
      if (shipped) return { reviewer: "buyer", nickname };
    }
    return { reviewer: "customer", nickname };
  } catch (error) {
    // An expired token reads as a guest: the sign-in link is what helps.
    if (isCommerceError(error) && error.kind === "graphql") return { reviewer: "guest", nickname: "" };
    throw error;
  }
}

/**
 * On a stock Magento: Magento's own reviews of the product, and the form for a verified buyer (read
 * from their orders), Magento's createProductReview posting it.
 */
async function coreReviewSection(
  shop: AppLoadContext["shop"],
  product: ProductDetail,
  url: URL,
): Promise<ReviewSection | null> {
  if (!product.urlKey) return null;
  const page = requestedReviewPage(url.searchParams.get(REVIEWS_PAGE_PARAM));
  const t = shop.tFor("reviews");
  const [html, who] = await Promise.all([
    coreReviewList(
      shop.commerce,
      product.urlKey,
      page,
      { stars: (stars) => t("summary.average", { stars }), label: t("heading"), empty: t("empty") },
      shop.storeView.locale,
    ).catch((error: unknown) => {
      if (isCommerceError(error)) return null;
      throw error;
    }),
    coreReviewerOf(shop.commerce, product),
  ]);
  return {
    productId: 0,
    sku: product.sku,
    html,
    htmlInDocument: false,
    info: html ? reviewPageInfo(html) : { page: 1, totalPages: 1, totalCount: product.rating?.count ?? 0 },
    averageStars: shownRating(product.rating),
    ratingCounts: product.ratingCounts,
    ...who,
    // The customer's own reviews are the extension's page (My reviews): not linked after a post.
    accountReviews: false,
  };
}

export interface ReviewPost {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  stars: number;
}

/** Posts a review; answers null when it was stored (awaiting moderation), else the backend's refusal. */
export async function createProductReview(
  ctx: CommerceRequestContext,
  post: ReviewPost,
  extensions = true,
): Promise<{ kind: "refused" | "input"; message: string } | null> {
  const { data } = extensions
    ? await commerceRequest(ctx, REVIEW_RATINGS_QUERY, {})
    : await commerceRequest(ctx, REVIEW_RATINGS_CORE_QUERY, {});
  const rating = data.productReviewRatingsMetadata.items.find(Boolean);
  const value = rating?.values.find((v) => v?.value === String(post.stars));
  if (!rating || !value) throw new Error("The backend offers no rating of 1 to 5 stars for reviews.");
  try {
    const input = {
      sku: post.sku,
      nickname: post.nickname,
      summary: post.summary,
      text: post.text,
      ratings: [{ id: rating.id, value_id: value.value_id }],
    };
    if (extensions) await commerceRequest(ctx, CREATE_REVIEW_MUTATION, { input });
    else await commerceRequest(ctx, CREATE_REVIEW_CORE_MUTATION, { input });
    return null;
  } catch (error) {
    if (!isCommerceError(error) || error.kind !== "graphql") throw error;
    const refused = error.categories.some((c) => c === "graphql-authorization" || c === "graphql-authentication");
    return { kind: refused ? "refused" : "input", message: error.messages.join(" ") };
  }
}

/**
 * The section's list HTML (the fragment or a note, the pager for the product page at `pathname` +
 * `search`, the status line) for the loader data: kept out of it for a document request.
 */
export function reviewsHtmlForDocument(
  context: AppLoadContext,
  section: ReviewSection,
  pathname: string,
  search: string,
): Pick<ReviewSection, "html" | "htmlInDocument"> {
  const html = reviewListHtml(section.html, section.info, context.shop.tFor("reviews"), pathname, search);
  const kept = keepForDocument(context, REVIEWS_DOCUMENT_HTML_KEY, html);
  return { html: kept, htmlInDocument: kept === null };
}
