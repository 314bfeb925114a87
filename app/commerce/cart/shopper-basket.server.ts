// Whose basket a store view's cart is. A Magento cart belongs to one store view; a signed-in
// customer has one cart per store view (Query.customerCart, the "mine" REST paths), and only that
// cart can take their address book, their email and their points. So a signed-in customer's basket
// is never a guest cart: a new one is their customer cart, and guest baskets the session made in
// other stores before signing in are merged into that store's customer cart at sign-in.
// Changes the session (basket ids): the caller commits it.
import type { CommerceRequestContext } from "../client.server";
import { customerCartId, isSignedOut, mergeCarts } from "../customer/account.server";
import { isCommerceError, isGoneCart } from "../errors";
import { createGuestCart } from "./cart.server";
import type { Basket } from "./basket.server";

/** A new basket for the caller of `ctx`: the customer's own cart when signed in, else a guest cart. */
export function newBasketId(ctx: CommerceRequestContext): Promise<string> {
  return ctx.customerToken ? customerCartId(ctx) : createGuestCart(ctx);
}

/**
 * A signed-in customer's basket of this store when the session does not know it yet (signed in on
 * another store's page): their customer cart, which may hold lines from an earlier visit. Failures
 * leave the session as it was (an expired sign-in ends in the shell; an absent backend is answered
 * by the page).
 */
export async function rememberCustomerBasket(ctx: CommerceRequestContext, basket: Basket): Promise<void> {
  if (!ctx.customerToken || basket.id()) return;
  try {
    basket.setId(await customerCartId(ctx));
  } catch (error) {
    if (!isCommerceError(error)) throw error;
  }
}

/**
 * At sign-in: every basket the session holds (one per store view visited as a guest) becomes the
 * customer's, merged into their cart of that store. `contextFor` gives the customer's context of a
 * store view (its code and display currency).
 */
export async function claimGuestBaskets(
  basket: Basket,
  contextFor: (storeCode: string) => CommerceRequestContext,
): Promise<void> {
  for (const [storeCode, guestId] of Object.entries(basket.ids())) {
    const ctx = contextFor(storeCode);
    const customerId = await customerCartId(ctx);
    if (guestId && guestId !== customerId) {
      // A guest basket the backend no longer has (or that was already someone's) is not merged.
      await mergeCarts(ctx, guestId, customerId).catch((error: unknown) => {
        if (!isGoneCart(error) && !isSignedOut(error)) throw error;
      });
    }
    basket.setId(customerId, storeCode);
  }
}
