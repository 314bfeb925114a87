// The basket's shipping: the free-delivery threshold, the shipping estimate and the chosen method.
// Its fragment is part of every basket answer (CartFields in cart.server.ts); the estimate (the
// address the shopper last estimated for, its methods, and the store's delivery settings) is read
// by the basket loader next to the cart. Estimating is Magento's REST call (SPEC §7), choosing a
// method is GraphQL's setShippingMethodsOnCart.
import { commerceRequest, required, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import { readInDialect } from "~/commerce/core/answers.server";
import { SHIPPING_ESTIMATE_CORE_QUERY } from "~/features/basket/core/shipping.server";
import { toShippingEstimate, type ShippingEstimate } from "~/commerce/cart/shipping";

export { estimateShippingMethods, type EstimateAddressInput } from "~/commerce/cart/estimate-shipping.server";

export const CART_SHIPPING_FRAGMENT = graphql(`
  fragment CartShippingFields on Cart {
    free_delivery_amount
  }
`);

export const SHIPPING_ESTIMATE_QUERY = graphql(`
  query CartShippingEstimate($cartId: String!) {
    storeConfig {
      allowed_countries
      default_country
      free_delivery_progress_text
      free_delivery_progress_colour
      free_delivery_success_text
      free_delivery_success_colour
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

export const SET_SHIPPING_METHOD_MUTATION = graphql(`
  mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(
      input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }
    ) {
      cart {
        id
      }
    }
  }
`);

/** The shipping estimate the basket shows: the saved address with its methods, and the store's delivery settings. */
export async function shippingEstimateFor(ctx: CommerceRequestContext, cartId: string): Promise<ShippingEstimate> {
  const { data } = await readInDialect(ctx, SHIPPING_ESTIMATE_QUERY, SHIPPING_ESTIMATE_CORE_QUERY, { cartId });
  return toShippingEstimate(required(data.storeConfig, "store configuration"), required(data.cart, "cart"));
}

export async function chooseShippingMethod(
  ctx: CommerceRequestContext,
  cartId: string,
  carrierCode: string,
  methodCode: string,
): Promise<void> {
  await commerceRequest(ctx, SET_SHIPPING_METHOD_MUTATION, { cartId, carrierCode, methodCode });
}
