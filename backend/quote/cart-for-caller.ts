// The one check of who may use a cart (Magento's QuoteGraphQl GetCartForUser): every GraphQL
// mutation, REST path and service that takes a masked cart id goes through it, so a customer's cart
// can never be reached by someone else who learnt its id, and every caller gets the same errors.
import { ShopError } from "../shared/errors.js";
import type { CartRow } from "./repository.js";

/** Who asks: the store view of the request, and its signed-in customer (null for a guest). */
export interface CartCaller {
  store: { code: string };
  customerId: number | null;
}

export interface CartForCallerOptions {
  /**
   * A cart that is inactive because it was ordered is still the caller's (placeOrder answers the
   * same order again; the success page reads it). Without this, an inactive cart is refused.
   */
  ordered?: (cartId: number) => boolean;
}

const noSuchEntity = (message: string) => new ShopError(message, "no-such-entity");

/** Magento's refusal of a cart that is not the caller's. */
export const notYourCart = (maskedId: string) =>
  new ShopError(`The current user cannot perform operations on cart "${maskedId}"`, "authorization");

/**
 * The cart of `maskedId` if `caller` may use it, or Magento's error. A guest cart is anyone's who
 * knows its id; a customer's cart only its customer's (a guest caller never reaches one).
 */
export function cartForCaller(
  byMaskedId: (maskedId: string) => CartRow | undefined,
  caller: CartCaller,
  maskedId: string | null | undefined,
  options: CartForCallerOptions = {},
): CartRow {
  const cart = maskedId ? byMaskedId(maskedId) : undefined;
  if (!cart) throw noSuchEntity(`Could not find a cart with ID "${maskedId ?? ""}"`);
  if (cart.customer_id !== null && cart.customer_id !== caller.customerId) throw notYourCart(String(maskedId));
  if (!cart.is_active && !options.ordered?.(cart.id)) throw noSuchEntity(`The cart isn't active.`);
  if (cart.store_code !== caller.store.code) throw noSuchEntity(`Wrong store code specified for cart "${maskedId}"`);
  return cart;
}
