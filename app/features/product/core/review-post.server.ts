// Writing a review on a stock Magento 2.4.7 (ADR 0065). Magento's createProductReview and
// productReviewRatingsMetadata are core (twins of CreateProductReview and ProductReviewRatings, the
// first without the extension's review status); whether the customer is a verified buyer (SPEC §5)
// is the extension's Customer.can_review_product, so here it is read from Magento's own orders: a
// shipped line of the product or of one of its variants. tests/unit/core-documents.test.ts holds the
// twins to their extended documents.
import { graphql } from "~/commerce/generated";

export const PRODUCT_REVIEWER_CORE_QUERY = graphql(`
  query ProductReviewerCore($currentPage: Int!) {
    customer {
      firstname
      orders(currentPage: $currentPage, pageSize: 50) {
        page_info {
          total_pages
        }
        items {
          items {
            product_sku
            quantity_shipped
          }
        }
      }
    }
  }
`);

export const REVIEW_RATINGS_CORE_QUERY = graphql(`
  query ProductReviewRatingsCore {
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

export const CREATE_REVIEW_CORE_MUTATION = graphql(`
  mutation CreateProductReviewCore($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        summary
      }
    }
  }
`);
