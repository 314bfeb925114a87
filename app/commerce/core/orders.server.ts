// An order of the signed-in customer on a stock Magento 2.4.7 (ADR 0065): the core twin of
// CustomerOrder, without the extension's points (rewardpoints_gathered, the totals' points) and the
// dates of invoices, shipments and refunds (Magento's Invoice, OrderShipment and CreditMemo have
// none). Its fragments are written out under their own names so that this file validates alone;
// tests/unit/core-documents.test.ts holds it to its twin.
import { graphql } from "../generated";

export const ORDER_SUMMARY_CORE_FRAGMENT = graphql(`
  fragment OrderSummaryCoreFields on CustomerOrder {
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
`);

export const ORDER_DOCUMENTS_CORE_FRAGMENT = graphql(`
  fragment OrderDocumentsCoreFields on CustomerOrder {
    number
    invoices {
      number
      total {
        grand_total {
          value
          currency
        }
      }
      items {
        product_name
        product_sku
        quantity_invoiced
      }
    }
    shipments {
      number
      tracking {
        title
        number
      }
      items {
        product_name
        product_sku
        quantity_shipped
      }
    }
    credit_memos {
      number
      total {
        grand_total {
          value
          currency
        }
        total_shipping {
          value
          currency
        }
      }
      items {
        product_name
        product_sku
        quantity_refunded
      }
    }
  }
`);

export const ORDER_ADDRESS_CORE_FRAGMENT = graphql(`
  fragment OrderAddressCoreFields on OrderAddress {
    firstname
    lastname
    company
    street
    city
    region
    postcode
    country_code
    telephone
  }
`);

export const ORDER_DETAIL_CORE_FRAGMENT = graphql(`
  fragment OrderDetailCoreFields on CustomerOrder {
    ...OrderSummaryCoreFields
    ...OrderDocumentsCoreFields
    email
    items {
      id
      product_name
      product_sku
      product_url_key
      product_sale_price {
        value
        currency
      }
      quantity_ordered
      quantity_invoiced
      quantity_shipped
      quantity_canceled
      quantity_refunded
      selected_options {
        label
        value
      }
      ... on BundleOrderItem {
        bundle_options {
          label
          values {
            product_name
            quantity
          }
        }
      }
    }
    total {
      subtotal {
        value
        currency
      }
      discounts {
        label
        coupon {
          code
        }
        amount {
          value
          currency
        }
      }
      total_shipping {
        value
        currency
      }
      taxes {
        title
        amount {
          value
          currency
        }
      }
    }
    shipping_address {
      ...OrderAddressCoreFields
    }
    billing_address {
      ...OrderAddressCoreFields
    }
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
    shipping_method
  }
`);

export const CUSTOMER_ORDER_CORE_QUERY = graphql(`
  query CustomerOrderCore($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderDetailCoreFields
        }
      }
    }
  }
`);

/** The success page's guest order by its token (orderV2's token from placeOrder): GuestOrderByToken's twin. */
export const GUEST_ORDER_BY_TOKEN_CORE_QUERY = graphql(`
  query GuestOrderByTokenCore($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      ...OrderDetailCoreFields
      email
    }
  }
`);

/**
 * How many orders the customer placed in any of the shop's stores: Magento's `scope: GLOBAL` (the
 * account pages list the current store view's website only, ADR 0025).
 */
export const CUSTOMER_ORDERS_EVERYWHERE_CORE_QUERY = graphql(`
  query CustomerOrdersEverywhereCore {
    customer {
      orders(scope: GLOBAL, pageSize: 1) {
        total_count
      }
    }
  }
`);
