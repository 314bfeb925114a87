// Adds a product to the shopper's basket, creating a guest basket first when there is none (or
// when the remembered one is gone from the backend). Changes the session (basket id, last cart
// actions): the caller commits it.
import { addProductsToCart, createGuestCart, type CartItemInput } from "./cart.server";
import type { CommerceRequestContext } from "../client.server";
import { isGoneCart } from "../errors";
import { recordCartChange, startCartSnapshot } from "~/sessions/cart-actions.server";
import { cartIdFor, rememberCartId, type ShopSession } from "~/sessions/session.server";

export interface AddOutcome {
  ok: boolean;
  /** Shopper-facing problems reported by the backend (stock, unknown product). */
  errors: string[];
  totalQuantity: number;
}

export async function addToBasket(
  ctx: CommerceRequestContext,
  session: ShopSession,
  item: CartItemInput,
): Promise<AddOutcome> {
  let cartId = cartIdFor(session, ctx.storeCode);
  if (!cartId) {
    cartId = await createGuestCart(ctx);
    rememberCartId(session, ctx.storeCode, cartId);
    startCartSnapshot(session, cartId);
  }
  let result;
  try {
    result = await addProductsToCart(ctx, cartId, [item]);
  } catch (error) {
    if (!isGoneCart(error)) throw error;
    cartId = await createGuestCart(ctx);
    rememberCartId(session, ctx.storeCode, cartId);
    startCartSnapshot(session, cartId);
    result = await addProductsToCart(ctx, cartId, [item]);
  }
  recordCartChange(session, result.cart);
  return { ok: result.errors.length === 0, errors: result.errors, totalQuantity: result.cart.totalQuantity };
}
