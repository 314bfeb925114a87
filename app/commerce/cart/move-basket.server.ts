// Moves the shopper's basket to another store view. A Magento cart belongs to one store, so its
// lines are added again to the target store's basket (created when there is none, merged into when
// there is one) and priced there; the source basket is then forgotten, so the shopper has one
// basket. Changes the session (basket ids, last cart actions): the caller commits it.
import { addProductsToCart, getCart, removeCartItem, type CartItemInput } from "./cart.server";
import { newBasketId } from "./shopper-basket.server";
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { isCommerceError, isGoneCart } from "../errors";
import { graphql } from "../generated";
import { presentItems } from "../lists";
import type { Cart } from "./cart";
import { cartStateOf, emptyCartState, recordCartChange } from "~/sessions/cart-actions.server";
import type { ShopSession } from "~/sessions/session.server";
import { createBasket, type Basket } from "./basket.server";
import { carryEstimate, estimateAddressOf } from "./carry-estimate.server";
import type { EstimateAddressInput } from "./estimate-shipping.server";

// Option uids are the same in every store view (Magento encodes attribute, option and selection
// ids, not labels), so a line is re-added with the uids it was made of.
export const BASKET_TO_MOVE_QUERY = graphql(`
  query BasketToMove($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items {
        uid
        quantity
        product {
          sku
          name
        }
        ... on ConfigurableCartItem {
          configurable_options {
            configurable_product_option_value_uid
          }
        }
        ... on BundleCartItem {
          bundle_options {
            values {
              uid
            }
          }
        }
      }
      shipping_addresses {
        country {
          code
        }
        region {
          label
        }
        postcode
      }
    }
  }
`);

export const PRODUCT_NAMES_BY_SKU_QUERY = graphql(`
  query ProductNamesBySku($skus: [String!]!) {
    products(filter: { sku: { in: $skus } }, pageSize: 100) {
      items {
        sku
        name
      }
    }
  }
`);

export interface BasketToMove {
  lines: BasketLineToMove[];
  /** Where the shopper last estimated delivery to (or addressed the basket); null before that. */
  estimate: EstimateAddressInput | null;
}

export interface BasketLineToMove {
  /** The line in the source basket. */
  uid: string;
  name: string;
  item: CartItemInput;
}

export interface MoveOutcome {
  /** Units that now sit in the target store's basket because of the move. */
  movedQuantity: number;
  /** Names (in the target store's language where it sells them) of lines that could not move. */
  refused: string[];
  /** Currency the target basket is priced in. */
  currency: string | null;
  totalQuantity: number;
}

/** A basket's lines as the add-to-basket input that recreates them, and its estimate; null when the basket is gone. */
export async function basketToMove(ctx: CommerceRequestContext, cartId: string): Promise<BasketToMove | null> {
  let cart;
  try {
    ({
      data: { cart },
    } = await commerceRequest(ctx, BASKET_TO_MOVE_QUERY, { cartId }));
  } catch (error) {
    if (isGoneCart(error)) return null;
    throw error;
  }
  if (!cart) return null;
  const lines = presentItems(cart.items).map((line) => {
    const selected =
      "configurable_options" in line
        ? presentItems(line.configurable_options).map((option) => option.configurable_product_option_value_uid)
        : "bundle_options" in line
          ? presentItems(line.bundle_options).flatMap((option) => presentItems(option.values).map((value) => value.uid))
          : [];
    const item: CartItemInput = { sku: line.product.sku ?? "", quantity: line.quantity };
    if (selected.length) item.selected_options = selected;
    return { uid: line.uid, name: line.product.name ?? line.product.sku ?? "", item };
  });
  return { lines, estimate: estimateAddressOf(cart.shipping_addresses) };
}

async function namesInStore(ctx: CommerceRequestContext, skus: string[]): Promise<Map<string, string>> {
  if (!skus.length) return new Map();
  try {
    const { data } = await commerceRequest(ctx, PRODUCT_NAMES_BY_SKU_QUERY, { skus });
    return new Map(presentItems(data.products?.items).map((product) => [product.sku ?? "", product.name ?? ""]));
  } catch (error) {
    // A name in the source store's language is better than no message at all.
    if (isCommerceError(error)) return new Map();
    throw error;
  }
}

/**
 * The target store's basket, creating one when the shopper has none there or it is gone: for a
 * signed-in customer their own cart of that store, so the address book and checkout work there.
 */
async function targetBasket(ctx: CommerceRequestContext, basket: Basket): Promise<Cart | string> {
  const known = basket.id(ctx.storeCode);
  if (known) {
    try {
      return await getCart(ctx, known);
    } catch (error) {
      if (!isGoneCart(error)) throw error;
    }
  }
  const created = await newBasketId(ctx);
  basket.setId(created, ctx.storeCode);
  return created;
}

/**
 * Moves the basket of `from`'s store into `to`'s store. Null when there was nothing to move (no
 * basket, an empty one, one the backend no longer has, or the same store).
 */
export async function moveBasket(
  from: CommerceRequestContext,
  to: CommerceRequestContext,
  session: ShopSession,
): Promise<MoveOutcome | null> {
  if (from.storeCode === to.storeCode) return null;
  const basket = createBasket(from, session);
  const sourceId = basket.id(from.storeCode);
  if (!sourceId) return null;
  const source = await basketToMove(from, sourceId);
  const lines = source?.lines;
  if (!source || !lines?.length) {
    basket.forget(from.storeCode);
    return null;
  }

  const target = await targetBasket(to, basket);
  const targetId = typeof target === "string" ? target : target.id;
  // The move is a change of the target basket, compared with what it held before.
  const before = typeof target === "string" ? emptyCartState(targetId) : cartStateOf(target);

  let cart: Cart | null = typeof target === "string" ? null : target;
  let movedQuantity = 0;
  const refusedLines: BasketLineToMove[] = [];
  // One line per call: Magento's user_errors do not say which of several lines they are about.
  for (const line of lines) {
    const result = await addProductsToCart(to, targetId, [line.item]);
    cart = result.cart;
    if (result.errors.length) refusedLines.push(line);
    else movedQuantity += line.item.quantity;
  }
  if (cart) recordCartChange(session, before, cart);
  if (movedQuantity) await carryEstimate(to, targetId, source.estimate);
  await emptyCustomerBasket(from, sourceId, lines);
  basket.forget(from.storeCode);

  const names = await namesInStore(
    to,
    refusedLines.map((line) => line.item.sku),
  );
  return {
    movedQuantity,
    refused: refusedLines.map((line) => names.get(line.item.sku) || line.name),
    currency: cart?.grandTotal?.currency ?? null,
    totalQuantity: cart?.totalQuantity ?? 0,
  };
}

/**
 * A guest basket left behind is simply forgotten; a customer's stays theirs in the backend (and
 * would come back on their next visit to that store), so its lines are taken out.
 */
async function emptyCustomerBasket(
  from: CommerceRequestContext,
  cartId: string,
  lines: BasketLineToMove[],
): Promise<void> {
  if (!from.customerToken) return;
  for (const line of lines) {
    await removeCartItem(from, cartId, line.uid).catch((error: unknown) => {
      if (!isCommerceError(error)) throw error;
    });
  }
}
