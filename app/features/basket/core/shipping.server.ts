// The basket's shipping estimate on a stock Magento 2.4.7 (ADR 0065): the core twin of
// CartShippingEstimate, without the store's free-delivery texts and colours (extension fields; the
// free-delivery bar is then not shown). Sent by readInDialect; tests/unit/core-documents.test.ts
// holds it to its twin.
import { graphql } from "~/commerce/generated";

export const SHIPPING_ESTIMATE_CORE_QUERY = graphql(`
  query CartShippingEstimateCore($cartId: String!) {
    storeConfig {
      default_country
    }
    cart(cart_id: $cartId) {
      id
      shipping_addresses {
        country {
          code
          label
        }
        region {
          label
        }
        postcode
        available_shipping_methods {
          carrier_code
          method_code
          carrier_title
          method_title
          available
          amount {
            value
            currency
          }
        }
        selected_shipping_method {
          carrier_code
          method_code
        }
      }
    }
  }
`);
