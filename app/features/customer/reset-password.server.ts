// Set a new password (customer/account/resetpassword), the server side. The emailed link's token
// and email move from the address into the session at once, and the shopper lands on the clean
// address (as Magento does): the token never sits in the page, its history entry or a Referer. The
// page asks the backend whether the link still works before showing the form; a used, replaced or
// expired link is told so with a way to ask for a new one. Success signs the customer in with the
// new password (signInWith) and lands on the dashboard.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { generateCustomerToken } from "~/commerce/customer/account.server";
import {
  isRefusedResetLink,
  passwordResetTokenStatus,
  resetPassword,
  type PasswordResetTokenStatus,
} from "~/commerce/customer/registration.server";
import { isCommerceError } from "~/commerce/errors";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { parseSubmission } from "~/forms/parse-submission";
import { resetPasswordSchema } from "./reset-password";
import { passwordTextValues, storePasswordRules } from "~/forms/password-rules.server";
import { signInWith } from "~/forms/sign-in.server";

/** What the page shows: the form (VALID) or why the link does not work. */
export type ResetLinkState = PasswordResetTokenStatus | "MISSING";

const HIDDEN = ["password", "passwordConfirmation"];
const TOKEN_LIMIT = 128;

export async function resetPasswordLoader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const email = url.searchParams.get("email");
  if (token !== null || email !== null) {
    if (token && email && token.length <= TOKEN_LIMIT && email.length <= 254)
      shop.session.set("passwordReset", { token, email });
    else shop.session.unset("passwordReset");
    // (The page itself keeps the shop's referrer policy: with no-referrer, browsers post its form with
    // `Origin: null`, which Remix refuses.)
    throw redirect(paths.customer.resetPassword(shop.storeView), {
      headers: { "Cache-Control": PRIVATE_NO_STORE, "Referrer-Policy": "no-referrer" },
    });
  }
  const t = shop.tFor("register");
  const link = shop.session.get("passwordReset");
  const state: ResetLinkState = link
    ? await passwordResetTokenStatus(shop.commerce, link.email, link.token)
    : "MISSING";
  return data(
    {
      title: `${t("reset.title")} | ${shop.t("brand")}`,
      state,
      email: state === "VALID" ? link!.email : null,
      // The store view's rules, which the hint and the errors name.
      passwordTexts: passwordTextValues(await storePasswordRules(shop.commerce)),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const submission = parseSubmission(
    await request.formData(),
    resetPasswordSchema(await storePasswordRules(shop.commerce)),
  );
  const link = shop.session.get("passwordReset");
  const refused = (state: ResetLinkState) => data({ result: submission.reply({ hideFields: HIDDEN }), state }, 400);
  if (!link) return refused("MISSING");
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: HIDDEN }), state: "VALID" as ResetLinkState }, 400);
  const { password } = submission.value;
  try {
    await resetPassword(shop.commerce, link.email, link.token, password);
  } catch (error) {
    if (isRefusedResetLink(error)) {
      return refused((error as Error).message.includes("expired") ? "EXPIRED" : "INVALID");
    }
    if (!isCommerceError(error)) throw error;
    const formErrors = error.kind === "graphql" ? error.messages : [shop.t("errors.network")];
    return data(
      { result: submission.reply({ formErrors, hideFields: HIDDEN }), state: "VALID" as ResetLinkState },
      error.kind === "graphql" ? 400 : 503,
    );
  }
  shop.session.unset("passwordReset");
  const t = shop.tFor("register");
  try {
    await signInWith(shop, await generateCustomerToken(shop.commerce, link.email, password), link.email);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    queueMessages(shop.session, createMessage("success", t("reset.doneSignIn"), "account"));
    return redirect(paths.customer.login(shop.storeView), 303);
  }
  queueMessages(shop.session, createMessage("success", t("reset.done"), "account"));
  return redirect(paths.account(shop.storeView), 303);
}
