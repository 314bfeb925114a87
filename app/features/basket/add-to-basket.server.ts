// Adds a product to the shopper's basket, creating one first when there is none (or when the
// remembered one is gone from the backend): a guest cart, or a signed-in customer's own cart. Changes the session (basket id, last cart
// actions): the caller commits it.
import { randomUUID } from "node:crypto";
import type { SharedMarks } from "~/shop-config";
import { marksOf } from "~/sessions/shared-marks.server";
import { addProductsToCart, type CartItemInput } from "~/commerce/cart/cart.server";
import { newBasketId } from "~/commerce/cart/shopper-basket.server";
import type { CommerceRequestContext } from "~/commerce/client.server";
import { isGoneCart } from "~/commerce/errors";
import { emptyCartState, recordCartChange } from "~/sessions/cart-actions.server";
import { cartLineQuantities } from "~/commerce/cart/line-quantities.server";
import { createBasket } from "~/commerce/cart/basket.server";
import type { ShopSession } from "~/sessions/session.server";

export interface AddOutcome {
  ok: boolean;
  /** Shopper-facing problems reported by the backend (stock, unknown product). */
  errors: string[];
  totalQuantity: number;
}

/** How long a session's first basket is handed to its other requests still carrying the old cookie. */
const FIRST_BASKET_SHARED_MS = 30_000;
/** How often a request waiting for another process's first basket looks again. */
const FIRST_BASKET_POLL_MS = 25;

const firstBaskets = new Map<string, Promise<string>>();

/**
 * The session's first basket in this store. Two adds sent at once (a double click, two tabs) carry
 * the same cookie without a basket id, and each used to create a basket, leaving one orphaned: the
 * requests of one session (told by its `sid`) now share one creation, in this process through one
 * promise, and across the shop's worker processes through a mark in the shared state (`marks`). A
 * request without any session cookie cannot be told apart from another shopper's, so its first add
 * still creates its own.
 */
function firstBasket(ctx: CommerceRequestContext, session: ShopSession, marks: SharedMarks): Promise<string> {
  const sid = session.get("sid");
  if (!sid) return newBasketId(ctx);
  const key = `first-basket:${sid}|${ctx.storeCode}`;
  const shared = firstBaskets.get(key);
  if (shared) return shared;
  const creation = sharedFirstBasket(ctx, marks, key);
  firstBaskets.set(key, creation);
  const forget = () => setTimeout(() => firstBaskets.delete(key), FIRST_BASKET_SHARED_MS).unref();
  creation.then(forget, () => firstBaskets.delete(key));
  return creation;
}

/** The first process to claim `key` creates the basket; the others wait for its id (or make their own after a time-out). */
async function sharedFirstBasket(ctx: CommerceRequestContext, marks: SharedMarks, key: string): Promise<string> {
  const claim = `pending:${randomUUID()}`;
  let held: string | null = await marks.putIfAbsent(key, claim, FIRST_BASKET_SHARED_MS);
  if (held === claim) {
    try {
      const id = await newBasketId(ctx);
      await marks.put(key, `cart:${id}`, FIRST_BASKET_SHARED_MS);
      return id;
    } catch (error) {
      await marks.delete(key).catch(() => undefined);
      throw error;
    }
  }
  const deadline = Date.now() + ctx.timeoutMs;
  while (held?.startsWith("pending:") && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, FIRST_BASKET_POLL_MS));
    held = await marks.get(key);
  }
  return held?.startsWith("cart:") ? held.slice("cart:".length) : newBasketId(ctx);
}

export async function addToBasket(
  ctx: CommerceRequestContext,
  session: ShopSession,
  item: CartItemInput,
  /** the shop's shared marks (ShopConfig.sharedState); default this process's */
  marks: SharedMarks = marksOf(undefined),
): Promise<AddOutcome> {
  const basket = createBasket(ctx, session);
  let cartId = basket.id();
  let before;
  if (cartId) {
    before = await cartLineQuantities(ctx, cartId);
  } else {
    cartId = await firstBasket(ctx, session, marks);
    basket.setId(cartId);
    // A basket shared with a concurrent first add of the same session may hold its line already.
    before = await cartLineQuantities(ctx, cartId);
  }
  let result;
  try {
    result = await addProductsToCart(ctx, cartId, [item]);
  } catch (error) {
    if (!isGoneCart(error)) throw error;
    cartId = await newBasketId(ctx);
    basket.setId(cartId);
    before = emptyCartState(cartId);
    result = await addProductsToCart(ctx, cartId, [item]);
  }
  recordCartChange(session, before, result.cart);
  return { ok: result.errors.length === 0, errors: result.errors, totalQuantity: result.cart.totalQuantity };
}
