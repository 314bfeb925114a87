// The information step's action: isEmailAvailable decides. A free email is kept
// on the guest cart (setGuestEmailOnCart) and the shopper goes on to delivery; an email an account
// uses is answered with SPEC §8's "An account with this email already exists" and a password field
// to sign in right there (signInWith merges the guest basket into the customer's), or the choice to
// go on as a guest. The email survives every refusal; the password never comes back.
import { data, redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { isCommerceError } from "~/commerce/errors";
import { checkoutRefusal } from "~/features/checkout/refusals";
import { generateCustomerToken } from "~/commerce/customer/account.server";
import { isSignedIn, requireCheckoutStep, stepPath } from "~/features/checkout/progress.server";
import { isEmailAvailable, setGuestEmail } from "~/features/checkout/state.server";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { InformationIntent, InformationSchema } from "./information";
import { parseSubmission } from "~/forms/parse-submission";
import { signInRefusal, signInWith } from "~/forms/sign-in.server";

type Shop = AppLoadContext["shop"];

export async function informationAction(request: Request, shop: Shop) {
  const state = await requireCheckoutStep(request, shop, "information");
  // A signed-in customer has nothing to enter here.
  if (isSignedIn(shop)) throw redirect(stepPath(shop, "delivery"), 303);
  const t = shop.tFor("checkout");
  const submission = parseSubmission(await request.formData(), InformationSchema);
  const hide = { hideFields: ["password"] };
  if (submission.status !== "success") return data({ result: submission.reply(hide), accountExists: false }, 400);
  const { email, password, intent } = submission.value;

  if (intent === InformationIntent.signIn) {
    if (!password)
      return data(
        { result: submission.reply({ ...hide, fieldErrors: { password: ["required"] } }), accountExists: true },
        400,
      );
    let token: string;
    try {
      token = await generateCustomerToken(shop.commerce, email, password);
    } catch (error) {
      if (!isCommerceError(error)) throw error;
      const { reason, status } = signInRefusal(error);
      const message = {
        incorrect: t("errors.signInIncorrect"),
        limited: t("errors.signInLimited"),
        unavailable: shop.t("errors.network"),
      }[reason];
      return data({ result: submission.reply({ ...hide, formErrors: [message] }), accountExists: true }, status);
    }
    await signInWith(shop, token, email);
    queueMessages(shop.session, createMessage("success", t("information.signedIn"), "checkout"));
    return redirect(stepPath(shop, "delivery"), 303);
  }

  try {
    if (intent === InformationIntent.email && !(await isEmailAvailable(shop.commerce, email))) {
      // Not an error: the same form again with the sign-in choice (200, the email kept).
      const reply = submission.reply(hide);
      return data({ result: { ...reply, status: undefined, error: {} }, accountExists: true }, 200);
    }
    await setGuestEmail(shop.commerce, state.cartId, email);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const message = error.kind === "graphql" ? checkoutRefusal(error.messages, t) : shop.t("errors.network");
    return data(
      { result: submission.reply({ ...hide, formErrors: [message] }), accountExists: false },
      error.kind === "graphql" ? 400 : 503,
    );
  }
  return redirect(stepPath(shop, "delivery"), 303);
}
