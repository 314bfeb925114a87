// Create account (customer/account/create), the server side. The action checks the form for the
// store view's country, asks REST isEmailAvailable first (a taken address is told next to the email
// field, with a link to sign in, the input kept), creates the account with createCustomerV2 and signs
// the new customer in exactly as the sign-in page does (signInWith), landing on the dashboard.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { ShopRequest } from "~/commerce/context.server";
import { generateCustomerToken } from "~/commerce/customer/account.server";
import {
  createCustomer,
  isEmailAvailable,
  isEmailTaken,
  isReferralRefused,
  type CustomerCreateInput,
} from "~/commerce/customer/registration.server";
import { isCommerceError, isTooManyRequests } from "~/commerce/errors";
import { loadStoreData } from "~/commerce/store/store.server";
import { passwordTextValues, storePasswordRules } from "~/forms/password-rules.server";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { safeReturnPath } from "~/http/safe-redirect";
import { paths } from "~/routing/paths";
import { CREATE_REFERER_PARAM, decodeReferer } from "~/routing/referer";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { createAccountSchema, REFERRAL_CODE_PATTERN, type CreateAccountSubmission } from "./create-account";
import { GENDER_IDS } from "~/forms/customer-fields";
import { parseSubmission } from "~/forms/parse-submission";
import { signInWith } from "~/forms/sign-in.server";

export { pageHeaders } from "~/http/cache.server";

/** Passwords never come back in the page. */
const HIDDEN = ["password", "passwordConfirmation"];

/**
 * Where a new (or already signed-in) customer goes: the encoded `?referer=` the form was opened with
 * (a product's "Create an account" for reviews) when it is on our own origin, else the dashboard.
 */
function returnPath(request: Request, shop: ShopRequest): string {
  const encoded = new URL(request.url).searchParams.get(CREATE_REFERER_PARAM);
  return safeReturnPath(encoded ? decodeReferer(encoded) : null, paths.account(shop.storeView), { keepHash: true });
}

/** The store view's country (storeConfig default_country), which mobile numbers are checked for. */
async function storeCountry(shop: ShopRequest): Promise<string> {
  const store = await loadStoreData(shop.commerce);
  return store.data.storeConfig.default_country || "GB";
}

export async function createAccountLoader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  if (shop.commerce.customerToken) throw redirect(returnPath(request, shop));
  const t = shop.tFor("register");
  // A friend's link (the referral page's) carries their code.
  const referral = new URL(request.url).searchParams.get("referral")?.trim() ?? "";
  return data(
    {
      title: `${t("create.title")} | ${shop.t("brand")}`,
      country: await storeCountry(shop),
      // The store view's rules, which the hint and the errors name.
      passwordTexts: passwordTextValues(await storePasswordRules(shop.commerce)),
      // A stock Magento has no mobile number, goals, dietary needs or referrals: those fields are hidden.
      extensions: await shop.backend.extensions(),
      referral: REFERRAL_CODE_PATTERN.test(referral) ? referral : "",
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

/**
 * The form's answers as Magento's CustomerCreateInput with the shop's attributes; for a stock Magento
 * (`extensions` false) its core fields only (name, email, password, gender, date of birth, newsletter),
 * since Magento refuses the whole input for one field it does not know.
 */
export function customerInput(value: CreateAccountSubmission, country: string, extensions = true): CustomerCreateInput {
  const mobile = value.mobileNumber
    ? (parsePhoneNumberFromString(value.mobileNumber, country as CountryCode)?.number ?? value.mobileNumber)
    : null;
  const core: CustomerCreateInput = {
    firstname: value.firstname,
    lastname: value.lastname,
    email: value.email,
    password: value.password,
    gender: value.gender ? GENDER_IDS[value.gender] : null,
    date_of_birth: value.dateOfBirth || null,
    is_subscribed: value.newsletter === "on",
  };
  if (!extensions) return core;
  return {
    ...core,
    mobile_number: mobile,
    fitness_goal: value.fitnessGoal ?? null,
    dietary_needs: value.dietaryNeeds,
    referral_code: value.referralCode || null,
  };
}

export async function createAccountAction({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const country = await storeCountry(shop);
  const submission = parseSubmission(
    await request.formData(),
    createAccountSchema(country, await storePasswordRules(shop.commerce)),
  );
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: HIDDEN }) }, 400);
  const value = submission.value;
  const refuse = (status: number, errors: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) =>
    data({ result: submission.reply({ ...errors, hideFields: HIDDEN }) }, status);
  const failure = (error: unknown) => {
    if (!isCommerceError(error)) throw error;
    if (isTooManyRequests(error)) return refuse(429, { formErrors: [shop.tFor("register")("create.errors.busy")] });
    return error.kind === "graphql"
      ? refuse(400, { formErrors: error.messages })
      : refuse(503, { formErrors: [shop.t("errors.network")] });
  };

  try {
    if (!(await isEmailAvailable(shop.commerce, value.email)))
      return refuse(400, { fieldErrors: { email: ["emailTaken"] } });
    await createCustomer(shop.commerce, customerInput(value, country, await shop.backend.extensions()));
  } catch (error) {
    // Taken between the check and the creation: the same answer.
    if (isEmailTaken(error)) return refuse(400, { fieldErrors: { email: ["emailTaken"] } });
    if (isReferralRefused(error)) return refuse(400, { fieldErrors: { referralCode: ["referralInvalid"] } });
    return failure(error);
  }

  let token: string;
  try {
    token = await generateCustomerToken(shop.commerce, value.email, value.password);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    // The account exists; signing in can wait for the sign-in page.
    queueMessages(shop.session, createMessage("success", shop.tFor("register")("create.createdSignIn"), "account"));
    return redirect(paths.customer.login(shop.storeView), 303);
  }
  await signInWith(shop, token, value.email, { newAccount: "registered" });
  queueMessages(
    shop.session,
    createMessage("success", shop.tFor("register")("create.welcome", { name: value.firstname }), "account"),
  );
  return redirect(returnPath(request, shop), 303);
}
