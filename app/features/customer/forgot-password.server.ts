// Forgot password (customer/account/forgotpassword), the server side. Every view shows a new captcha
// (image, or the question in words with ?captcha=text); every post uses the shown one up, right or
// wrong. After a solved captcha the answer is always SPEC §8's neutral message, whatever the email
// (an account or not, a limit reached): it never tells whether an address has an account.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { requestPasswordResetEmail } from "~/commerce/customer/registration.server";
import { isCommerceError } from "~/commerce/errors";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import {
  checkCaptcha,
  issueCaptcha,
  testCaptchaText,
  type CaptchaChallenge,
  type CaptchaMode,
} from "~/forms/captcha.server";
import { ForgotPasswordSchema } from "./forgot-password";
import { parseSubmission } from "~/forms/parse-submission";

const captchaMode = (request: Request): CaptchaMode =>
  new URL(request.url).searchParams.get("captcha") === "text" ? "text" : "image";

/** The captcha a request issued, by its load context: a post's page (without JavaScript) shows it. */
const issued = new WeakMap<AppLoadContext, CaptchaChallenge>();

/**
 * The next captcha, one per request: a refused post answers with it (so that the new captcha and the
 * refusal arrive together, and nothing typed after the refusal is wiped by a captcha that comes
 * later), and the page of that post, made in the same request without JavaScript, shows the same.
 */
function nextCaptcha(request: Request, context: AppLoadContext): CaptchaChallenge {
  let captcha = issued.get(context);
  if (!captcha) {
    captcha = issueCaptcha(context.shop.session, context.config.sessionSecrets[0], captchaMode(request), {
      text: testCaptchaText(request),
    });
    issued.set(context, captcha);
  }
  return captcha;
}

export async function forgotPasswordLoader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const t = shop.tFor("register");
  const captcha = nextCaptcha(request, context);
  return data(
    { title: `${t("forgot.title")} | ${shop.t("brand")}`, captcha },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const { shop, config } = context;
  const formData = await request.formData();
  const answer = formData.get("captcha");
  // Used up before anything else: one try per captcha, whatever else is wrong with the post.
  const solved = await checkCaptcha(
    shop.session,
    config.sessionSecrets[0],
    typeof answer === "string" ? answer : "",
    Date.now(),
    shop.sharedMarks,
  );
  const submission = parseSubmission(formData, ForgotPasswordSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["captcha"] }), captcha: nextCaptcha(request, context) }, 400);
  if (!solved)
    return data(
      {
        result: submission.reply({ fieldErrors: { captcha: ["captchaWrong"] }, hideFields: ["captcha"] }),
        captcha: nextCaptcha(request, context),
      },
      400,
    );

  const email = submission.value.email;
  try {
    await requestPasswordResetEmail(shop.commerce, email);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    // A refusal (an address the backend finds malformed, too many requests for it) reads like success;
    // only a backend that cannot be reached is said to be one.
    if (error.kind !== "graphql")
      return data(
        {
          result: submission.reply({ formErrors: [shop.t("errors.network")], hideFields: ["captcha"] }),
          captcha: nextCaptcha(request, context),
        },
        503,
      );
  }
  queueMessages(shop.session, createMessage("success", shop.tFor("register")("forgot.sent", { email }), "account"));
  return redirect(paths.customer.login(shop.storeView), 303);
}
