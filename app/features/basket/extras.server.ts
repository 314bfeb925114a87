// The basket's extras: personalised offers, reward products, supersize.
// Its fragments are part of every basket answer (CartFields in cart.server.ts); the mutations are
// the backend's extension mutations (addRewardProductToCart, declineRewardProduct, supersizeCartItem).
import { commerceRequest, required, type CommerceRequestContext } from "~/commerce/client.server";
import { graphql } from "~/commerce/generated";
import { toCart, type Cart } from "~/commerce/cart/cart";

export const CART_EXTRAS_FRAGMENT = graphql(`
  fragment CartExtrasFields on Cart {
    personalized_offers {
      title
      description
      image
      background
      font_colour_headline
      font_colour_copy
      action_type
      action_value
    }
    reward {
      discount_label
      popup_title
      option_1_title
      option_2_title
      products {
        name
        sku
        product_id
        small_image {
          url
        }
        txt_flavours
        txt_size_kg
        child_sku
      }
    }
  }
`);

/** What a basket line offers beside itself: the supersize upgrade. */
export const CART_ITEM_EXTRAS_FRAGMENT = graphql(`
  fragment CartItemExtrasFields on CartItemInterface {
    supersize {
      sku
      message
    }
  }
`);

export const ADD_REWARD_PRODUCT_MUTATION = graphql(`
  mutation AddRewardProductToCart($cartId: String!, $sku: String!, $childSku: String) {
    addRewardProductToCart(input: { cart_id: $cartId, sku: $sku, child_sku: $childSku }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export const DECLINE_REWARD_PRODUCT_MUTATION = graphql(`
  mutation DeclineRewardProduct($cartId: String!) {
    declineRewardProduct(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export const SUPERSIZE_CART_ITEM_MUTATION = graphql(`
  mutation SupersizeCartItem($cartId: String!, $cartItemUid: ID!) {
    supersizeCartItem(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {
      cart {
        ...CartFields
      }
    }
  }
`);

/** Adds the chosen free product (a configurable's variant by `childSku`). */
export async function addRewardProduct(
  ctx: CommerceRequestContext,
  cartId: string,
  sku: string,
  childSku: string | null,
): Promise<Cart> {
  const { data } = await commerceRequest(ctx, ADD_REWARD_PRODUCT_MUTATION, { cartId, sku, childSku });
  return toCart(required(data.addRewardProductToCart?.cart, "cart"));
}

export async function declineRewardProduct(ctx: CommerceRequestContext, cartId: string): Promise<Cart> {
  const { data } = await commerceRequest(ctx, DECLINE_REWARD_PRODUCT_MUTATION, { cartId });
  return toCart(required(data.declineRewardProduct?.cart, "cart"));
}

/** Swaps the line for its larger pack, same quantity. */
export async function supersizeBasketLine(ctx: CommerceRequestContext, cartId: string, cartItemUid: string) {
  const { data } = await commerceRequest(ctx, SUPERSIZE_CART_ITEM_MUTATION, { cartId, cartItemUid });
  return toCart(required(data.supersizeCartItem?.cart, "cart"));
}
