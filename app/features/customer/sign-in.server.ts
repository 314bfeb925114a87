// The sign-in page's server side, for /customer/account/login and /customer/account/login/referer/<encoded>
// (SPEC §2): a refused sign-in answers the neutral message with the email kept and the password
// emptied; a signed-in session (forms/sign-in.server.ts, shared with the checkout and the other
// customer forms) is led by a 303 back to the referer when it is on our own origin, else to the
// account dashboard.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { generateCustomerToken } from "~/commerce/customer/account.server";
import { isCommerceError } from "~/commerce/errors";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { safeReturnPath } from "~/http/safe-redirect";
import { parseSubmission } from "~/forms/parse-submission";
import { SignInSchema } from "~/forms/sign-in";
import { signInRefusal, signInWith } from "~/forms/sign-in.server";
import { paths } from "~/routing/paths";
import { decodeReferer } from "~/routing/referer";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { needsCookieCheck, testCookieHeader, withCookieCheck } from "~/sessions/cookie-check.server";

export { pageHeaders } from "~/http/cache.server";

/** Where to go once signed in: the encoded referer when it is on our own origin, else the dashboard. */
function returnPath(params: { referer?: string }, fallback: string): string {
  const address = params.referer ? decodeReferer(params.referer) : null;
  return safeReturnPath(address, fallback, { keepHash: true });
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
  const target = returnPath(params, paths.account(shop.storeView));
  // A sign-in lasts only in the session cookie: a browser that posted without one is tested, and
  // the page it lands on (or the sign-in page again, for an account page) says so if it kept none.
  if (!needsCookieCheck(request)) return redirect(target, 303);
  return redirect(withCookieCheck(target), { status: 303, headers: { "Set-Cookie": testCookieHeader(request) } });
}
