// Signing a session in, shared by every form that does (the sign-in page, a new account, a password
// just reset or changed, the checkout's sign-in, the order success page's account): the token goes
// only into the sealed session cookie, the session gets a new id, and the guest basket is merged into
// the customer's, which is the basket from then on.
import { randomUUID } from "node:crypto";
import { isSignInRefused } from "~/commerce/customer/account.server";
import { claimGuestBaskets, rememberCustomerBasket } from "~/commerce/cart/shopper-basket.server";
import type { ShopRequest } from "~/commerce/context.server";
import { isTooManyRequests } from "~/commerce/errors";
import { customerKeyOf } from "~/sessions/form-draft.server";
import { storeViewByCode } from "~/i18n/store-views";
import { fixedT } from "~/i18n/translator.server";
import { savePendingWishlistItem } from "~/commerce/wishlist/pending.server";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";

/**
 * Signs the session in with a customer token (sign in, a new account, a password just reset): the
 * customer's basket of this store, the session's guest baskets of every store merged into the
 * customer's cart of that store, a new session id (no fixation) and the token only in the sealed,
 * httpOnly session cookie.
 */
export async function signInWith(
  shop: ShopRequest,
  token: string,
  email: string,
  { newAccount }: { newAccount?: "registered" | "fromOrder" } = {},
): Promise<void> {
  // From here on the calls are the customer's.
  const customer = { ...shop.commerce, customerToken: token };
  const session = shop.session;
  await claimGuestBaskets(shop.basket, (storeCode) => ({
    ...customer,
    storeCode,
    currency:
      session.get("currencyByStore")?.[storeCode] ?? storeViewByCode(storeCode)?.baseCurrency ?? customer.currency,
  }));
  await rememberCustomerBasket(customer, shop.basket);
  session.set("sid", randomUUID());
  session.set("customerToken", token);
  // Who signed in, so that a form draft kept when this sign-in ends goes back to them alone; one
  // left by someone else on this device is dropped here.
  const customerKey = customerKeyOf(email);
  session.set("customerKey", customerKey);
  if (newAccount) session.set("accountCreatedFor", { customer: customerKey, fromOrder: newAccount === "fromOrder" });
  if (session.get("formDraft")?.customer !== customerKey) session.unset("formDraft");
  // The heart a guest pressed before signing in: on their wishlist now, and they are told.
  if (await savePendingWishlistItem(customer, session))
    queueMessages(session, createMessage("success", fixedT(shop.storeView.locale, "wishlist")("saved")));
}

/**
 * Why a sign-in was refused, with its status: wrong email or password (401), the sign-in limits
 * (429), or a backend that did not answer (503). Each form words it in its own namespace.
 */
export function signInRefusal(error: unknown): {
  reason: "incorrect" | "limited" | "unavailable";
  status: 401 | 429 | 503;
} {
  if (isSignInRefused(error)) return { reason: "incorrect", status: 401 };
  if (isTooManyRequests(error)) return { reason: "limited", status: 429 };
  return { reason: "unavailable", status: 503 };
}
