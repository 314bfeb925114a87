// Magento's Review: reviews from verified buyers, a customer's own reviews, the review list fragment.
import { defineModule, schemaBeside } from "../manifest.js";
import { createCustomerReviews, type CustomerReviews } from "./customer-reviews.js";
import { createReviewRepository } from "./repository.js";
import { reviewResolvers } from "./resolvers.js";
import { createReviewListRouter, reviewListResponse } from "./router.js";
import { reviewMigration, seedReviews } from "./schema.js";
import { createReviewService, type ReviewService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    reviews: ReviewService;
    customerReviews: CustomerReviews;
  }
}

export const reviewModule = defineModule({
  name: "review",
  schema: schemaBeside(import.meta.url),
  resolvers: [reviewResolvers],
  migrations: [{ version: 22, name: "reviews from verified buyers, back-in-stock alerts", up: reviewMigration }],
  seed: [{ order: 200, name: "the reviews", run: seedReviews }],
  services: ({ db }) => ({
    reviews: createReviewService(createReviewRepository(db)),
    customerReviews: createCustomerReviews(db),
  }),
  // Magento's review controller: the product page's review list fragment, in process for the storefront.
  routes: ({ services }) => createReviewListRouter(services),
  inProcess: reviewListResponse,
});
