// The review module's resolvers: Magento's Customer.reviews (the signed-in customer's own reviews of
// every status; ProductReview.status is this shop's extension), productReviewRatingsMetadata,
// createProductReview (verified buyers only, stored awaiting moderation) and the
// extension Customer.can_review_product.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { ShopError } from "../shared/errors.js";
import { RATING, starsOf } from "./ratings.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "customerReviews" | "reviews";

const MAX_PAGE_SIZE = 50;

/** What no product of the store view answers to (Magento's words). */
const NO_SUCH_PRODUCT = "Could not find a product with SKU";

export const reviewResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    productReviewRatingsMetadata: () => ({
      items: [{ id: RATING.id, name: RATING.name, values: RATING.values.map((v) => ({ ...v })) }],
    }),
  },
  Mutation: {
    createProductReview: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      const product = ctx.catalog.productBySku(input.sku);
      if (!product || product.visibility === 1)
        throw new ShopError(`${NO_SUCH_PRODUCT} "${input.sku}"`, "no-such-entity");
      const stars = starsOf(input.ratings);
      const review = ctx.services.reviews.create(ctx.customerId, product.id, ctx.store.code, {
        nickname: input.nickname,
        summary: input.summary,
        text: input.text,
        rating: stars ?? 0,
      });
      return {
        review: {
          product,
          nickname: review.nickname,
          summary: review.summary,
          text: review.text,
          created_at: review.created_at,
          average_rating: review.average_rating,
          ratings_breakdown: [{ name: RATING.name, value: String(review.rating) }],
          status: "PENDING" as const,
        },
      };
    },
  },
  Customer: {
    can_review_product: (c, { sku }, ctx) => {
      const product = ctx.catalog.productBySku(sku);
      return product ? ctx.services.reviews.canReview(c.id, product.id) : false;
    },
    reviews: (c, args, ctx) => {
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, args.pageSize ?? 20));
      const currentPage = Math.max(1, args.currentPage ?? 1);
      const total = ctx.services.customerReviews.count(c.id);
      const rows = ctx.services.customerReviews.page(c.id, pageSize, currentPage);
      return {
        items: rows.flatMap((r) => {
          const product = ctx.catalog.product(r.product_id);
          if (!product) return [];
          return [
            {
              product,
              nickname: r.nickname,
              summary: r.summary,
              text: r.text,
              created_at: r.created_at,
              average_rating: r.rating * 20,
              ratings_breakdown: [{ name: "Rating", value: String(r.rating) }],
              status: r.status,
            },
          ];
        }),
        page_info: {
          page_size: pageSize,
          current_page: currentPage,
          total_pages: Math.max(1, Math.ceil(total / pageSize)),
        },
      };
    },
  },
};
