// The catalogue's fragments, composed: a price range, then a product as a listing shows it.
import { graphql } from "../generated";

export const PRICE_RANGE_FRAGMENT = graphql(`
  fragment PriceRangeFields on PriceRange {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
      discount {
        amount_off
        percent_off
      }
    }
  }
`);

export const PRODUCT_SUMMARY_FRAGMENT = graphql(`
  fragment ProductSummaryFields on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    stock_status
    small_image {
      url
      label
    }
    price_range {
      ...PriceRangeFields
    }
    rating_summary
    review_count
    new_from_date
    new_to_date
    sold_out
    only_x_left_in_stock
  }
`);
