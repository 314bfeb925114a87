// Guest basket: create, read, add, update, remove. Magento reports add-to-cart problems as
// user_errors rather than GraphQL errors; they come back as messages for the shopper.
import { commerceRequest, required, type CommerceRequestContext } from "./client.server";
import type {
  AddProductsToCartMutation,
  AddProductsToCartMutationVariables,
  CartCountQuery,
  CartCountQueryVariables,
  CartItemStockQuery,
  CartItemStockQueryVariables,
  CartItemInput,
  CartQuery,
  CartQueryVariables,
  CreateGuestCartMutation,
  CreateGuestCartMutationVariables,
  RemoveItemFromCartMutation,
  RemoveItemFromCartMutationVariables,
  UpdateCartItemsMutation,
  UpdateCartItemsMutationVariables,
} from "./generated/operations";
import type { Cart } from "./types";

export type { CartItemInput };

const CART_FRAGMENT = /* GraphQL */ `
  fragment CartFields on Cart {
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
      }
      ... on ConfigurableCartItem {
        configurable_options {
          option_label
          value_label
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
      applied_taxes {
        label
        amount {
          value
          currency
        }
      }
    }
  }
`;

export const CREATE_GUEST_CART_MUTATION = /* GraphQL */ `
  mutation CreateGuestCart {
    createGuestCart {
      cart {
        id
      }
    }
  }
`;

export const CART_QUERY = /* GraphQL */ `
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
`;

export const ADD_PRODUCTS_TO_CART_MUTATION = /* GraphQL */ `
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${CART_FRAGMENT}
`;

export const UPDATE_CART_ITEMS_MUTATION = /* GraphQL */ `
  mutation UpdateCartItems($cartId: String!, $cartItemUid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $cartItemUid, quantity: $quantity }] }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
`;

export const REMOVE_ITEM_FROM_CART_MUTATION = /* GraphQL */ `
  mutation RemoveItemFromCart($cartId: String!, $cartItemUid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
`;

export async function createGuestCart(ctx: CommerceRequestContext): Promise<string> {
  const { data } = await commerceRequest<CreateGuestCartMutation, CreateGuestCartMutationVariables>(
    ctx,
    CREATE_GUEST_CART_MUTATION,
  );
  return required(data.createGuestCart?.cart, "cart").id;
}

export async function getCart(ctx: CommerceRequestContext, cartId: string): Promise<Cart> {
  const { data } = await commerceRequest<CartQuery, CartQueryVariables>(ctx, CART_QUERY, { cartId });
  return required(data.cart, "cart");
}

export async function addProductsToCart(ctx: CommerceRequestContext, cartId: string, cartItems: CartItemInput[]) {
  const { data } = await commerceRequest<AddProductsToCartMutation, AddProductsToCartMutationVariables>(
    ctx,
    ADD_PRODUCTS_TO_CART_MUTATION,
    { cartId, cartItems },
  );
  return required(data.addProductsToCart, "cart");
}

export async function updateCartItemQuantity(
  ctx: CommerceRequestContext,
  cartId: string,
  cartItemUid: string,
  quantity: number,
) {
  const { data } = await commerceRequest<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>(
    ctx,
    UPDATE_CART_ITEMS_MUTATION,
    {
      cartId,
      cartItemUid,
      quantity,
    },
  );
  return required(data.updateCartItems?.cart, "cart");
}

export async function removeCartItem(ctx: CommerceRequestContext, cartId: string, cartItemUid: string) {
  const { data } = await commerceRequest<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>(
    ctx,
    REMOVE_ITEM_FROM_CART_MUTATION,
    { cartId, cartItemUid },
  );
  return required(data.removeItemFromCart?.cart, "cart");
}

export const CART_ITEM_STOCK_QUERY = /* GraphQL */ `
  query CartItemStock($cartId: String!) {
    cart(cart_id: $cartId) {
      items {
        __typename
        uid
        product {
          only_x_left_in_stock
        }
        ... on ConfigurableCartItem {
          configured_variant {
            only_x_left_in_stock
          }
        }
      }
    }
  }
`;

/**
 * How many of a basket line's product are left, when the backend tells (Magento reports it only
 * below its "only X left" threshold); null otherwise.
 */
export async function getCartItemAvailableQuantity(
  ctx: CommerceRequestContext,
  cartId: string,
  cartItemUid: string,
): Promise<number | null> {
  const { data } = await commerceRequest<CartItemStockQuery, CartItemStockQueryVariables>(ctx, CART_ITEM_STOCK_QUERY, {
    cartId,
  });
  const item = data.cart?.items?.find((line) => line?.uid === cartItemUid);
  if (!item) return null;
  const product = item.__typename === "ConfigurableCartItem" ? item.configured_variant : item.product;
  return product?.only_x_left_in_stock ?? null;
}

export const CART_COUNT_QUERY = /* GraphQL */ `
  query CartCount($cartId: String!) {
    cart(cart_id: $cartId) {
      total_quantity
    }
  }
`;

/** The number shown on the header's basket link. */
export async function getCartCount(ctx: CommerceRequestContext, cartId: string): Promise<number> {
  const { data } = await commerceRequest<CartCountQuery, CartCountQueryVariables>(ctx, CART_COUNT_QUERY, { cartId });
  return data.cart?.total_quantity ?? 0;
}
