// The checkout's reads on a stock Magento 2.4.7 (ADR 0065): the core twins of CheckoutState and
// CheckoutConfirmation, without the extension's address fields (house number, the saved address an
// address came from, the collection point) and the store's allowed countries. Sent by readInDialect;
// tests/unit/core-documents.test.ts holds them to their twins.
import { graphql } from "~/commerce/generated";

export const CHECKOUT_ADDRESS_CORE_FRAGMENT = graphql(`
  fragment CheckoutAddressCoreFields on CartAddressInterface {
    firstname
    lastname
    company
    street
    city
    region {
      code
      label
    }
    postcode
    country {
      code
      label
    }
    telephone
  }
`);

export const CHECKOUT_STATE_CORE_QUERY = graphql(`
  query CheckoutStateCore($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      email
      shipping_addresses {
        ...CheckoutAddressCoreFields
        available_shipping_methods {
          carrier_code
          method_code
          carrier_title
          method_title
          amount {
            value
            currency
          }
        }
        selected_shipping_method {
          carrier_code
          method_code
          carrier_title
          method_title
          amount {
            value
            currency
          }
        }
      }
      billing_address {
        ...CheckoutAddressCoreFields
      }
    }
  }
`);

export const CHECKOUT_CONFIRMATION_CORE_QUERY = graphql(`
  query CheckoutConfirmationCore($cartId: String!) {
    storeConfig {
      default_country
    }
    cart(cart_id: $cartId) {
      email
      shipping_addresses {
        ...CheckoutAddressCoreFields
        selected_shipping_method {
          carrier_code
          carrier_title
          method_title
        }
      }
      billing_address {
        ...CheckoutAddressCoreFields
      }
      available_payment_methods {
        code
        title
      }
      selected_payment_method {
        code
      }
    }
  }
`);
