// The account's pages read and write with the session's token. A token the backend no longer knows
// (expired, revoked elsewhere) is a guest's: sent to sign in and back, like the guard. A form posted
// then is not lost: what was typed waits in the session and fills the form again after signing in,
// for the same customer only.
import { redirect } from "@remix-run/node";
import type { ShopRequest } from "~/commerce/context.server";
import { isSignedOut } from "~/commerce/customer/account.server";
import type { ShopTranslator } from "~/i18n/translator.server";
import { pageUrlOf } from "~/request-context.server";
import { keepFormDraft } from "~/sessions/form-draft.server";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { signOutSession } from "~/sessions/session.server";
import { paths } from "~/routing/paths";
import { requireSignIn } from "./sign-in-guard.server";

export { requireExtensionPage } from "./sign-in-guard.server";

export async function signedInCall<T>(
  request: Request,
  shop: ShopRequest,
  call: (ctx: ShopRequest["commerce"]) => Promise<T>,
): Promise<T> {
  // Remix runs this loader beside the account layout's: the guard is checked here too.
  requireSignIn(request, shop);
  try {
    return await call(shop.commerce);
  } catch (error) {
    if (isSignedOut(error))
      requireSignIn(request, { ...shop, commerce: { ...shop.commerce, customerToken: undefined } });
    throw error;
  }
}

/**
 * An account form's action. When the sign-in has ended (none left in the session, or one the backend
 * no longer knows), the shopper is asked to sign in again, with a message saying why, and comes back
 * to the form filled in as they left it (passwords excepted): never a crash page.
 */
export async function signedInAction<T>(
  request: Request,
  shop: ShopRequest & ShopTranslator,
  action: (request: Request) => Promise<T>,
): Promise<T> {
  // The action reads the body; the copy keeps it for the draft.
  const copy = request.clone();
  if (!shop.commerce.customerToken) return signInAgain(copy, shop);
  try {
    return await action(request);
  } catch (error) {
    if (isSignedOut(error)) return signInAgain(copy, shop);
    throw error;
  }
}

async function signInAgain(request: Request, shop: ShopRequest & ShopTranslator): Promise<never> {
  const url = pageUrlOf(request);
  const formData = await request.formData().catch(() => null);
  // Whose sign-in ended (also when an earlier page found it ended): the draft goes back to that
  // customer only, never to the next one on the device. After a sign-out nobody's: nothing is kept.
  const customer = shop.session.get("customerKey");
  if (shop.commerce.customerToken) signOutSession(shop.session, "expired");
  const kept = formData ? keepFormDraft(shop.session, url.pathname, formData, customer) : false;
  const t = shop.tFor("account");
  queueMessages(shop.session, createMessage("error", t(kept ? "signIn.expiredKept" : "signIn.expired"), "account"));
  throw redirect(paths.customer.loginReferer(shop.storeView, `${url.pathname}${url.search}`), 303);
}
