// The review module's resolvers for the account area: Magento's Customer.reviews, the signed-in
// customer's own reviews of every status (ProductReview.status is this shop's extension).
import type { Resolvers } from "../generated/resolvers-types.js";

const MAX_PAGE_SIZE = 50;

export const reviewResolvers: Resolvers = {
  Customer: {
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
