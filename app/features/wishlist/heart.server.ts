// A product's heart, posted to the wishlist page's route (account.wishlist): a product added to or removed from the signed-in
// shopper's wishlist, then a 303 back to the page it was pressed on (our own origin only) with a
// message, or, for a fetcher (JavaScript on), the heart's new state. A guest is sent to sign in and
// back to that page; the product waits in the session and is saved when they sign in.
import { createHash } from "node:crypto";
import { data, redirect } from "@remix-run/node";
import type { ShopRequest } from "~/commerce/context.server";
import { isSignedOut } from "~/commerce/customer/account.server";
import { keepPendingWishlistItem } from "~/commerce/wishlist/pending.server";
import { addToWishlist, removeSkuFromWishlist, type WishlistChange } from "~/commerce/wishlist/core/wishlist.server";
import { isEnhancedSubmission } from "~/forms/enhanced-submission";
import { REDIRECT_TO_FIELD } from "~/forms/basket.fields";
import { parseSubmission } from "~/forms/parse-submission";
import { HeartIntent, WishlistHeartSchema, type WishlistHeartAnswer } from "~/forms/wishlist";
import { safeReturnPath, withQuery } from "~/http/safe-redirect";
import type { ShopTranslator } from "~/i18n/translator.server";
import { paths } from "~/routing/paths";
import { queueMessages } from "~/sessions/messages.server";
import { inTurn } from "~/sessions/shared-turns.server";
import { createMessage } from "~/sessions/messages";
import { signOutSession } from "~/sessions/session.server";
import { pickedPack } from "./picked-pack.server";

/**
 * A quick second press (or a second tab) posts before the first is answered, and each change reads
 * the wishlist before it writes: a remove that read it before the add had written would find
 * nothing to remove, and the add would then save the product the shopper took off. So one shopper's
 * presses take turns, in the order they came, whichever worker process each reached. The turn is
 * named by a hash of the customer's token, never the token itself (it may sit in Redis).
 */
function shopperTurnKey(token: string): string {
  return `heart:${createHash("sha256").update(token).digest("base64url").slice(0, 32)}`;
}

export async function heartAction(post: FormData, shop: ShopRequest & ShopTranslator) {
  const t = shop.tFor("wishlist");
  const enhanced = isEnhancedSubmission(post);
  const picked = await pickedPack(shop.commerce, post);
  const formData = picked?.fields ?? post;
  const posted = safeReturnPath(formData.get(REDIRECT_TO_FIELD), paths.home(shop.storeView));
  // Back on the product page, the pack that was ticked and saved is the one shown.
  const back = picked ? withQuery(posted, picked.query) : posted;
  const submission = parseSubmission(formData, WishlistHeartSchema);
  if (submission.status !== "success") return data({ error: t("invalid") }, { status: 400 });
  const { intent, sku } = submission.value;
  const options = submission.value.options?.split(" ").filter(Boolean) ?? [];

  const signIn = () => {
    // Remembered for after sign-in: only an add (a guest's heart is never filled).
    if (intent === HeartIntent.add) keepPendingWishlistItem(shop.session, sku, options, shop.storeView.code);
    queueMessages(shop.session, createMessage("info", t("signInToSave")));
    return redirect(paths.customer.loginReferer(shop.storeView, back), 303);
  };
  const token = shop.commerce.customerToken;
  if (!token) return signIn();

  let change: WishlistChange;
  try {
    const timeoutMs = shop.commerce.timeoutMs;
    change = await inTurn(
      shop.sharedMarks,
      shopperTurnKey(token),
      () =>
        intent === HeartIntent.add
          ? addToWishlist(shop.commerce, sku, options)
          : removeSkuFromWishlist(shop.commerce, sku),
      // A change is two backend calls at most; a turn waits for one such change.
      { holdMs: 3 * timeoutMs, waitMs: 2 * timeoutMs },
    );
  } catch (error) {
    // A sign-in that has ended: a guest's heart from now on.
    if (!isSignedOut(error)) throw error;
    signOutSession(shop.session, "expired");
    return signIn();
  }
  const saved = intent === HeartIntent.add ? change.ok : !change.ok;
  if (enhanced) {
    const answer: WishlistHeartAnswer = { saved };
    return data(answer, { status: change.ok ? 200 : 409 });
  }
  const message = change.ok
    ? createMessage("success", t(intent === HeartIntent.add ? "saved" : "removed"))
    : createMessage("error", t("notChanged"));
  queueMessages(shop.session, message);
  return redirect(back, 303);
}
