// Guest basket: create, read, add, update, remove. Magento reports add-to-cart problems as
// user_errors rather than GraphQL errors; they come back as messages for the shopper.
import type { TFunction } from "i18next";
import { commerceRequest, required, type CommerceRequestContext } from "../client.server";
import { readInDialect } from "../core/answers.server";
import {
  ADD_PRODUCTS_TO_CART_CORE_MUTATION,
  CART_CORE_QUERY,
  REMOVE_ITEM_FROM_CART_CORE_MUTATION,
  UPDATE_CART_ITEMS_CORE_MUTATION,
} from "../core/cart.server";
import { graphql } from "../generated";
import type { CartItemInput } from "../generated/graphql";
import { presentItems } from "../lists";
import { toCart, type BasketView, type Cart } from "./cart";

export type { CartItemInput };

// Fragments compose: a money amount, a basket line, the totals, the basket.
export const CART_MONEY_FRAGMENT = graphql(`
  fragment CartMoney on Money {
    value
    currency
  }
`);

export const CART_ITEM_FRAGMENT = graphql(`
  fragment CartItemFields on CartItemInterface {
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
      # the product page names a choice by attribute code, a line by option uid: the link from a line
      # opens the page on the flavour and size it holds
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code
          attribute_uid
        }
      }
    }
    is_reward_product
    subscription {
      frequency_weeks
      discount_percent
    }
    prices {
      price_including_tax {
        ...CartMoney
      }
      row_total_including_tax {
        ...CartMoney
      }
      regular_price {
        ...CartMoney
      }
      total_item_discount {
        ...CartMoney
      }
      discounts {
        label
        amount {
          ...CartMoney
        }
      }
    }
    ...CartItemExtrasFields
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
        configurable_product_option_uid
        configurable_product_option_value_uid
      }
      # the chosen variant's SKU, which the basket shows (the order shows it too), and its picture:
      # a vanilla line shows the vanilla pack, not the product's first one
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
`);

export const CART_PRICES_FRAGMENT = graphql(`
  fragment CartPricesFields on CartPrices {
    grand_total {
      ...CartMoney
    }
    subtotal_including_tax {
      ...CartMoney
    }
    subtotal_excluding_tax {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
    rewardpoints {
      ...CartMoney
    }
    rewardpoints_quantity
    rewardpoints_gathered
    applied_taxes {
      label
      amount {
        ...CartMoney
      }
    }
  }
`);

export const CART_FRAGMENT = graphql(`
  fragment CartFields on Cart {
    id
    total_quantity
    items {
      ...CartItemFields
    }
    error_messages
    prices {
      ...CartPricesFields
    }
    shipping_addresses {
      selected_shipping_method {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          ...CartMoney
        }
      }
    }
    ...CartCouponsFields
    ...CartShippingFields
    ...CartPointsFields
    ...CartExtrasFields
    ...CartCrossSellsFields
  }
`);

export const CREATE_GUEST_CART_MUTATION = graphql(`
  mutation CreateGuestCart {
    createGuestCart {
      cart {
        id
      }
    }
  }
`);

export const CART_QUERY = graphql(`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
`);

export const ADD_PRODUCTS_TO_CART_MUTATION = graphql(`
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
`);

export const UPDATE_CART_ITEMS_MUTATION = graphql(`
  mutation UpdateCartItems($cartId: String!, $cartItemUid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $cartItemUid, quantity: $quantity }] }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export const REMOVE_ITEM_FROM_CART_MUTATION = graphql(`
  mutation RemoveItemFromCart($cartId: String!, $cartItemUid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {
      cart {
        ...CartFields
      }
    }
  }
`);

export async function createGuestCart(ctx: CommerceRequestContext): Promise<string> {
  const { data } = await commerceRequest(ctx, CREATE_GUEST_CART_MUTATION);
  return required(data.createGuestCart?.cart, "cart").id;
}

export async function getCart(ctx: CommerceRequestContext, cartId: string): Promise<Cart> {
  const { data } = await readInDialect(ctx, CART_QUERY, CART_CORE_QUERY, { cartId });
  return toCart(required(data.cart, "cart"));
}

export interface AddProductsOutcome {
  cart: Cart;
  /** Shopper-facing problems reported by the backend (stock, unknown product). */
  errors: string[];
}

export async function addProductsToCart(
  ctx: CommerceRequestContext,
  cartId: string,
  cartItems: CartItemInput[],
): Promise<AddProductsOutcome> {
  const { data } = await readInDialect(ctx, ADD_PRODUCTS_TO_CART_MUTATION, ADD_PRODUCTS_TO_CART_CORE_MUTATION, {
    cartId,
    cartItems,
  });
  const { cart, user_errors } = required(data.addProductsToCart, "cart");
  return {
    cart: toCart(cart),
    errors: presentItems(user_errors)
      .map((error) => error.message)
      .filter(Boolean),
  };
}

export async function updateCartItemQuantity(
  ctx: CommerceRequestContext,
  cartId: string,
  cartItemUid: string,
  quantity: number,
): Promise<Cart> {
  const { data } = await readInDialect(ctx, UPDATE_CART_ITEMS_MUTATION, UPDATE_CART_ITEMS_CORE_MUTATION, {
    cartId,
    cartItemUid,
    quantity,
  });
  return toCart(required(data.updateCartItems?.cart, "cart"));
}

export async function removeCartItem(ctx: CommerceRequestContext, cartId: string, cartItemUid: string): Promise<Cart> {
  const { data } = await readInDialect(ctx, REMOVE_ITEM_FROM_CART_MUTATION, REMOVE_ITEM_FROM_CART_CORE_MUTATION, {
    cartId,
    cartItemUid,
  });
  return toCart(required(data.removeItemFromCart?.cart, "cart"));
}

export const CART_ITEM_STOCK_QUERY = graphql(`
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
`);

/**
 * How many of a basket line's product are left, when the backend tells (Magento reports it only
 * below its "only X left" threshold); null otherwise.
 */
export async function getCartItemAvailableQuantity(
  ctx: CommerceRequestContext,
  cartId: string,
  cartItemUid: string,
): Promise<number | null> {
  const { data } = await commerceRequest(ctx, CART_ITEM_STOCK_QUERY, {
    cartId,
  });
  const item = data.cart?.items?.find((line) => line?.uid === cartItemUid);
  if (!item) return null;
  const product = item.__typename === "ConfigurableCartItem" ? item.configured_variant : item.product;
  return product?.only_x_left_in_stock ?? null;
}

export const CART_COUNT_QUERY = graphql(`
  query CartCount($cartId: String!) {
    cart(cart_id: $cartId) {
      total_quantity
    }
  }
`);

/** The number shown on the header's basket link. */
export async function getCartCount(ctx: CommerceRequestContext, cartId: string): Promise<number> {
  const { data } = await commerceRequest(ctx, CART_COUNT_QUERY, { cartId });
  return data.cart?.total_quantity ?? 0;
}

/** Magento's words for a line the stock no longer covers: "<product>: The requested qty is not available". */
const LINE_NOT_AVAILABLE = /^(.+): The requested qty is not available\.?$/;

/**
 * The basket without its id, for a page's loader data (see BasketView). `t` (the cart namespace)
 * says the backend's messages a shop knows in the shopper's language; others stay as they came.
 */
export function basketView({ id: _id, ...basket }: Cart, t?: TFunction): BasketView {
  if (!t) return basket;
  const errorMessages = basket.errorMessages.map((message) => {
    const line = LINE_NOT_AVAILABLE.exec(message);
    return line ? t("errors.lineQtyNotAvailable", { name: line[1] }) : message;
  });
  return { ...basket, errorMessages };
}
