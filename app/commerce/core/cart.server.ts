// The basket's read and its add, update and remove on a stock Magento 2.4.7 (ADR 0065): the core
// twins of Cart, AddProductsToCart, UpdateCartItems and RemoveItemFromCart (the extension's lines and
// totals left out: reward products, subscriptions, supersize, points, free delivery, cross-sells,
// personalised offers). Sent by readInDialect; tests/unit/core-documents.test.ts holds them to their twins.
import { graphql } from "../generated";

/** The basket as a stock Magento 2.4.7 answers it: the read and every write return these fields. */
export const CART_CORE_FIELDS_FRAGMENT = graphql(`
  fragment CartCoreFields on Cart {
    id
    total_quantity
    items {
      __typename
      uid
      quantity
      product {
        uid
        sku
        name
        url_key
        small_image {
          url
          label
        }
        ... on ConfigurableProduct {
          configurable_options {
            attribute_code
            attribute_uid
          }
        }
      }
      prices {
        price_including_tax {
          value
          currency
        }
        row_total_including_tax {
          value
          currency
        }
        total_item_discount {
          value
          currency
        }
        discounts {
          label
          amount {
            value
            currency
          }
        }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          option_label
          value_label
          configurable_product_option_uid
          configurable_product_option_value_uid
        }
        configured_variant {
          uid
          sku
          small_image {
            url
            label
          }
        }
      }
      ... on BundleCartItem {
        bundle_options {
          uid
          label
          values {
            label
            quantity
          }
        }
      }
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_including_tax {
        value
        currency
      }
      subtotal_excluding_tax {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      applied_taxes {
        label
        amount {
          value
          currency
        }
      }
    }
    shipping_addresses {
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
    applied_coupons {
      code
    }
    prices {
      discounts {
        amount {
          value
          currency
        }
        coupon {
          code
        }
      }
    }
  }
`);

export const CART_CORE_QUERY = graphql(`
  query CartCore($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartCoreFields
    }
  }
`);

export const ADD_PRODUCTS_TO_CART_CORE_MUTATION = graphql(`
  mutation AddProductsToCartCore($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartCoreFields
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const UPDATE_CART_ITEMS_CORE_MUTATION = graphql(`
  mutation UpdateCartItemsCore($cartId: String!, $cartItemUid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $cartItemUid, quantity: $quantity }] }) {
      cart {
        ...CartCoreFields
      }
    }
  }
`);

export const REMOVE_ITEM_FROM_CART_CORE_MUTATION = graphql(`
  mutation RemoveItemFromCartCore($cartId: String!, $cartItemUid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {
      cart {
        ...CartCoreFields
      }
    }
  }
`);
