// The customer's own reviews (Magento's Customer.reviews), every status, newest first.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import type { ReviewPage, ReviewStatus } from "~/commerce/customer/perks";

export const REVIEWS_PAGE_SIZE = 10;

export const CUSTOMER_REVIEWS_QUERY = graphql(`
  query CustomerReviews($pageSize: Int!, $currentPage: Int!) {
    customer {
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          summary
          text
          created_at
          average_rating
          status
          product {
            name
            sku
            url_key
            small_image {
              url
            }
          }
        }
        page_info {
          current_page
          total_pages
        }
      }
    }
  }
`);

export async function customerReviews(ctx: CommerceRequestContext, page: number): Promise<ReviewPage> {
  const { data } = await commerceRequest(ctx, CUSTOMER_REVIEWS_QUERY, {
    pageSize: REVIEWS_PAGE_SIZE,
    currentPage: page,
  });
  const reviews = data.customer?.reviews;
  return {
    reviews: (reviews?.items ?? []).flatMap((r) =>
      r
        ? [
            {
              productName: r.product.name ?? "",
              productUrlKey: r.product.url_key ?? "",
              imageUrl: r.product.small_image?.url ?? null,
              summary: r.summary,
              text: r.text,
              stars: Math.round(r.average_rating / 20),
              createdAt: r.created_at,
              status: (r.status ?? "APPROVED") as ReviewStatus,
            },
          ]
        : [],
    ),
    page: reviews?.page_info.current_page ?? page,
    totalPages: reviews?.page_info.total_pages ?? 1,
  };
}
