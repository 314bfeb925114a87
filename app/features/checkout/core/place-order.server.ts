// Placing the order on a stock Magento 2.4.7 (ADR 0065), which has no Query.placedCartOrder: the
// core mutations as Magento defines them: the billing address (the same as delivery, an address book
// entry or one typed in), the payment method, then placeOrder, whose orderV2 answers the order number
// and a guest's token.
import { graphql } from "~/commerce/generated";

export const SET_BILLING_ADDRESS_CORE_MUTATION = graphql(`
  mutation SetBillingAddressOnCartCore($cartId: String!, $billingAddress: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billingAddress }) {
      cart {
        id
      }
    }
  }
`);

export const SET_PAYMENT_METHOD_CORE_MUTATION = graphql(`
  mutation SetPaymentMethodOnCartCore($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart {
        id
      }
    }
  }
`);

export const PLACE_ORDER_CORE_MUTATION = graphql(`
  mutation PlaceOrderCore($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      orderV2 {
        number
        token
      }
      errors {
        message
        code
      }
    }
  }
`);
