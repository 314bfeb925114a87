// The account dashboard on a stock Magento 2.4.7 (ADR 0065): the core twin of AccountDashboard, the
// points balance left out (reward points are the shop's extension). tests/unit/core-documents.test.ts
// holds it to its twin.
import { graphql } from "~/commerce/generated";

export const ACCOUNT_DASHBOARD_CORE_QUERY = graphql(`
  query AccountDashboardCore {
    customer {
      firstname
      lastname
      email
      is_subscribed
      default_billing
      default_shipping
      addresses {
        id
        default_billing
        default_shipping
        firstname
        lastname
        company
        street
        city
        region {
          region
        }
        postcode
        country_code
        telephone
      }
      orders(pageSize: 3, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        total_count
        items {
          number
          order_date
          status
          shipping_address {
            firstname
            lastname
          }
          total {
            grand_total {
              value
              currency
            }
          }
        }
      }
    }
  }
`);
