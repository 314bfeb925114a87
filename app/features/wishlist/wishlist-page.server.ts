// The account's wishlist page (registry screen "account.wishlist"): the signed-in shopper's saved
// products, and its two buttons, each a POST and a 303 back here with a message: into the basket
// (Magento's addWishlistItemsToCart, which also takes it off the list) and remove. A product's heart
// posts here too (heart.server.ts).
import { data, redirect } from "@remix-run/node";
import { rememberCustomerBasket } from "~/commerce/cart/shopper-basket.server";
import { notFound, pageNumberFrom } from "~/commerce/catalog/listing.server";
import type { ShopRequest } from "~/commerce/context.server";
import { isSignedOut } from "~/commerce/customer/account.server";
import { moveWishlistItemToCart, removeWishlistItem, wishlistEntries } from "~/commerce/wishlist/core/wishlist.server";
import { parseSubmission } from "~/forms/parse-submission";
import { HeartIntent, WishlistIntent, WishlistItemSchema } from "~/forms/wishlist";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import type { ShopTranslator } from "~/i18n/translator.server";
import { pageUrlOf } from "~/request-context.server";
import { paths } from "~/routing/paths";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { signOutSession } from "~/sessions/session.server";
import { heartAction } from "./heart.server";

export { PRIVATE_NO_STORE };

type Shop = ShopRequest & ShopTranslator;

/** A guest (or a sign-in that has ended) signs in first, and comes back here. */
function signInFirst(request: Request, shop: Shop): never {
  if (shop.commerce.customerToken) signOutSession(shop.session, "expired");
  const url = pageUrlOf(request);
  throw redirect(paths.customer.loginReferer(shop.storeView, `${url.pathname}${url.search}`), 303);
}

async function asCustomer<T>(request: Request, shop: Shop, call: () => Promise<T>): Promise<T> {
  if (!shop.commerce.customerToken) signInFirst(request, shop);
  try {
    return await call();
  } catch (error) {
    if (isSignedOut(error)) signInFirst(request, shop);
    throw error;
  }
}

export async function wishlistPageLoader(request: Request, shop: Shop) {
  const currentPage = pageNumberFrom(new URL(request.url));
  const wishlist = await asCustomer(request, shop, () => wishlistEntries(shop.commerce, currentPage));
  // A page past the last (an item removed from another tab) is no page.
  if (currentPage > wishlist.totalPages) notFound();
  const t = shop.tFor("wishlist");
  return data(
    { title: `${t("title")} | ${shop.t("brand")}`, ...wishlist, currentPage },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

/** A product's heart (from any page), or one of this page's buttons. */
export async function wishlistAction(request: Request, shop: Shop) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === HeartIntent.add || intent === HeartIntent.remove) return heartAction(formData, shop);
  return wishlistPageAction(request, formData, shop);
}

async function wishlistPageAction(request: Request, formData: FormData, shop: Shop) {
  const t = shop.tFor("wishlist");
  const submission = parseSubmission(formData, WishlistItemSchema);
  if (submission.status !== "success") return data({ error: t("invalid") }, { status: 400 });
  const { intent, itemId } = submission.value;
  const here = paths.account.wishlist(shop.storeView);
  await asCustomer(request, shop, async () => {
    if (intent === WishlistIntent.removeItem) {
      const change = await removeWishlistItem(shop.commerce, itemId);
      queueMessages(
        shop.session,
        createMessage(change.ok ? "success" : "error", t(change.ok ? "removed" : "notChanged")),
      );
      return;
    }
    const change = await moveWishlistItemToCart(shop.commerce, itemId);
    // The customer's cart of this store is the session's basket from now on (the header's count).
    if (change.ok) await rememberCustomerBasket(shop.commerce, shop.basket);
    queueMessages(shop.session, createMessage(change.ok ? "success" : "error", t(change.ok ? "moved" : "notMoved")));
  });
  return redirect(here, 303);
}
