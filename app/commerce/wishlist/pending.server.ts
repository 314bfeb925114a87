// A guest's heart, kept while they sign in: the heart's post keeps the product in the session and
// sends them to sign in; whichever form signs the session in (sign in, a new account, ...) saves it
// to the customer's wishlist and says so. Only one product, only for an hour: the cookie stays small,
// and a heart pressed long ago on a shared computer is not someone else's wish.
import type { CommerceRequestContext } from "~/commerce/client.server";
import type { ShopSession } from "~/sessions/session.server";
import { addToWishlist } from "./core/wishlist.server";

export const PENDING_LIFETIME_MS = 60 * 60 * 1000;

export function keepPendingWishlistItem(
  session: ShopSession,
  sku: string,
  options: readonly string[],
  storeCode: string,
  now = Date.now(),
) {
  session.set("wishlistPending", { sku, options: options.slice(0, 5), storeCode, at: now });
}

/**
 * Saves the guest's pending heart for the customer now signed in (`ctx` carries their token, of the
 * store view they sign in on); answers whether a product was saved. A backend that refuses or
 * fails leaves the sign-in as it is: the heart is simply not filled.
 */
export async function savePendingWishlistItem(
  ctx: CommerceRequestContext,
  session: ShopSession,
  now = Date.now(),
): Promise<boolean> {
  const pending = session.get("wishlistPending");
  if (!pending) return false;
  session.unset("wishlistPending");
  if (now - pending.at > PENDING_LIFETIME_MS || !ctx.customerToken) return false;
  try {
    // One list per customer (Magento Open Source): any store view's sign-in saves it.
    const change = await addToWishlist(ctx, pending.sku, pending.options ?? []);
    return change.ok;
  } catch {
    return false;
  }
}
