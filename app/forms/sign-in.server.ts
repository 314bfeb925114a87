// Sign in (issue 10, first slice), the server side shared by /customer/account/login and
// /customer/account/login/referer/<encoded> (SPEC §2): the token goes only into the sealed session
// cookie, the session gets a new id, the guest basket is merged into the customer's, which is the
// basket from then on, and a 303 leads back to the referer when it is on our own origin, else to the
// account dashboard. A refused sign-in answers the neutral message with
// the email kept and the password emptied.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { generateCustomerToken, isSignInRefused } from "~/commerce/customer/account.server";
import { claimGuestBaskets, rememberCustomerBasket } from "~/commerce/cart/shopper-basket.server";
import type { ShopRequest } from "~/commerce/context.server";
import { isCommerceError, isTooManyRequests } from "~/commerce/errors";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { customerKeyOf } from "~/sessions/form-draft.server";
import { safeReturnPath } from "~/http/safe-redirect";
import { paths } from "~/routing/paths";
import { decodeReferer } from "~/routing/referer";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { storeViewByCode } from "~/i18n/store-views";
import { parseSubmission } from "./parse-submission";
import { SignInSchema } from "./sign-in";

/** Where to go once signed in: the encoded referer when it is on our own origin, else the dashboard. */
function returnPath(params: { referer?: string }, fallback: string): string {
  const address = params.referer ? decodeReferer(params.referer) : null;
  return safeReturnPath(address, fallback);
}

/**
 * Signs the session in with a customer token (sign in, a new account, a password just reset): the
 * customer's basket of this store, the session's guest baskets of every store merged into the
 * customer's cart of that store, a new session id (no fixation) and the token only in the sealed,
 * httpOnly session cookie.
 */
export async function signInWith(shop: ShopRequest, token: string, email: string): Promise<void> {
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
  if (session.get("formDraft")?.customer !== customerKey) session.unset("formDraft");
}

export async function signInLoader({ context, params }: LoaderFunctionArgs) {
  const { shop } = context;
  // Already signed in: nothing to do here.
  if (shop.commerce.customerToken) throw redirect(returnPath(params, paths.account(shop.storeView)));
  const t = shop.tFor("account");
  return data(
    { title: `${t("signIn.title")} | ${shop.t("brand")}` },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
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

export async function signInAction({ request, context, params }: ActionFunctionArgs) {
  const { shop } = context;
  const t = shop.tFor("account");
  const submission = parseSubmission(await request.formData(), SignInSchema);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, 400);
  const { email, password } = submission.value;
  let token: string;
  try {
    token = await generateCustomerToken(shop.commerce, email, password);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const { reason, status } = signInRefusal(error);
    const message = reason === "unavailable" ? shop.t("errors.network") : t(`signIn.errors.${reason}`);
    return data({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, status);
  }

  await signInWith(shop, token, email);
  queueMessages(shop.session, createMessage("success", t("signIn.done"), "account"));
  return redirect(returnPath(params, paths.account(shop.storeView)), 303);
}
