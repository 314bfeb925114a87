// The actions of account details (and its sign-in email form), password change and contact preferences: each
// parses its form with the shared schema, answers errors next to the fields with the input kept
// (passwords emptied), and ends a change with a message and a 303 back to its page.
import { data, redirect } from "@remix-run/node";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { ShopRequest } from "~/commerce/context.server";
import { generateCustomerToken, isSignedOut } from "~/commerce/customer/account.server";
import { isCommerceError, isTooManyRequests } from "~/commerce/errors";
import { isEmailTaken } from "~/commerce/customer/registration.server";
import {
  accountDetails,
  changePassword,
  isWrongPassword,
  updateAccountDetails,
  updateContactPreferences,
} from "./profile.server";
import type { ShopTranslator } from "~/i18n/translator.server";
import { paths } from "~/routing/paths";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { signOutSession } from "~/sessions/session.server";
import { accountDetailsSchema } from "./account-details";
import { CONTACT_CHANNELS, ContactPreferencesSchema } from "./contact-preferences";
import { GENDER_IDS } from "~/forms/customer-fields";
import { parseSubmission } from "~/forms/parse-submission";
import { PASSWORD_FIELDS, passwordChangeSchema } from "./password-change";
import { storePasswordRules } from "~/forms/password-rules.server";
import { signInWith } from "~/forms/sign-in.server";
import { customerKeyOf } from "~/sessions/form-draft.server";
import { changeEmail } from "./core/email.server";
import { EMAIL_INTENT, EMAIL_PASSWORD_FIELDS, EmailChangeSchema } from "./email-change";

type Shop = ShopRequest & ShopTranslator;

/**
 * A backend failure as the form's own error: the backend's words, or "try again" when it is away.
 * A sign-in that has ended is not the form's error: it goes on to signedInAction (sign in again).
 */
function failureText(shop: Shop, error: unknown): string {
  if (!isCommerceError(error) || isSignedOut(error)) throw error;
  return error.kind === "graphql" ? error.messages.join(" ") : shop.t("errors.network");
}

/** The account details page's two forms, told apart by their intent: the details, or the sign-in email. */
export async function accountDetailsAction(request: Request, shop: Shop) {
  const formData = await request.formData();
  return formData.get("intent") === EMAIL_INTENT ? emailChangeAction(formData, shop) : detailsAction(formData, shop);
}

async function detailsAction(formData: FormData, shop: Shop) {
  // The mobile number is checked for the store's country (SPEC §5).
  const extensions = await shop.backend.extensions();
  const { country } = await accountDetails(shop.commerce, extensions);
  const submission = parseSubmission(formData, accountDetailsSchema(country));
  if (submission.status !== "success") return data({ form: "details" as const, result: submission.reply() }, 400);
  const value = submission.value;
  const mobile = value.mobileNumber ? parsePhoneNumberFromString(value.mobileNumber, country as CountryCode) : null;
  try {
    await updateAccountDetails(
      shop.commerce,
      {
        firstname: value.firstname,
        lastname: value.lastname,
        dateOfBirth: value.dateOfBirth ?? null,
        gender: value.gender ? GENDER_IDS[value.gender] : null,
        mobileNumber: mobile?.number ?? null,
        fitnessGoal: value.fitnessGoal ?? null,
        dietaryNeeds: value.dietaryNeeds,
      },
      extensions,
    );
  } catch (error) {
    return data(
      { form: "details" as const, result: submission.reply({ formErrors: [failureText(shop, error)] }) },
      400,
    );
  }
  queueMessages(shop.session, createMessage("success", shop.tFor("profile")("details.saved"), "account"));
  return redirect(paths.account.details(shop.storeView), 303);
}

/** Magento's refusal of an address it does not take for one (its own check, stricter than ours). */
const isInvalidEmail = (error: unknown) =>
  isCommerceError(error) &&
  error.kind === "graphql" &&
  error.messages.some((message) => message.endsWith("is not a valid email address."));

/**
 * A new sign-in email, confirmed by the current password (checked by the backend under the sign-in
 * limits). The session stays signed in: Magento keeps the customer's tokens when the email changes.
 */
async function emailChangeAction(formData: FormData, shop: Shop) {
  const t = shop.tFor("profile");
  const submission = parseSubmission(formData, EmailChangeSchema);
  const refuse = (status: number, error: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) =>
    data({ form: "email" as const, result: submission.reply({ ...error, hideFields: EMAIL_PASSWORD_FIELDS }) }, status);
  if (submission.status !== "success") return refuse(400, {});
  const { email, currentPassword } = submission.value;
  const { email: before } = await accountDetails(shop.commerce, await shop.backend.extensions());
  if (email === before) return refuse(400, { fieldErrors: { email: [t("email.same")] } });
  let now: string;
  try {
    now = await changeEmail(shop.commerce, email, currentPassword);
  } catch (error) {
    if (isWrongPassword(error)) return refuse(400, { fieldErrors: { currentPassword: [t("email.wrongPassword")] } });
    if (isEmailTaken(error)) return refuse(400, { fieldErrors: { email: [t("email.taken")] } });
    if (isInvalidEmail(error)) return refuse(400, { fieldErrors: { email: ["emailInvalid"] } });
    if (isTooManyRequests(error)) return refuse(429, { formErrors: [t("password.limited")] });
    return refuse(400, { formErrors: [failureText(shop, error)] });
  }
  // A form draft kept when this sign-in ends goes back to the customer under their new address.
  shop.session.set("customerKey", customerKeyOf(now));
  queueMessages(shop.session, createMessage("success", t("email.saved", { email: now }), "account"));
  return redirect(paths.account.details(shop.storeView), 303);
}

export async function passwordChangeAction(request: Request, shop: Shop) {
  const t = shop.tFor("profile");
  const submission = parseSubmission(
    await request.formData(),
    passwordChangeSchema(await storePasswordRules(shop.commerce)),
  );
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, 400);
  let email: string;
  try {
    email = await changePassword(shop.commerce, submission.value.currentPassword, submission.value.password);
  } catch (error) {
    if (isWrongPassword(error)) {
      return data(
        {
          result: submission.reply({
            fieldErrors: { currentPassword: [t("password.wrong")] },
            hideFields: PASSWORD_FIELDS,
          }),
        },
        400,
      );
    }
    const [message, status] = isTooManyRequests(error) ? [t("password.limited"), 429] : [failureText(shop, error), 400];
    return data({ result: submission.reply({ formErrors: [message], hideFields: PASSWORD_FIELDS }) }, status);
  }
  // Every token was revoked, this device's too: it signs in again with the new password, for a new
  // token (and a new session id). Should that fail, the shopper is signed out and asked to sign in.
  try {
    const guest = { ...shop.commerce, customerToken: undefined };
    await signInWith(shop, await generateCustomerToken(guest, email, submission.value.password), email);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    signOutSession(shop.session);
    queueMessages(shop.session, createMessage("success", t("password.saved"), "account"));
    return redirect(paths.customer.login(shop.storeView), 303);
  }
  queueMessages(shop.session, createMessage("success", t("password.saved"), "account"));
  return redirect(paths.account.password(shop.storeView), 303);
}

export async function contactPreferencesAction(request: Request, shop: Shop) {
  const t = shop.tFor("profile");
  const submission = parseSubmission(await request.formData(), ContactPreferencesSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const { newsletter, channels } = submission.value;
  try {
    await updateContactPreferences(
      shop.commerce,
      {
        subscribed: newsletter,
        channels: CONTACT_CHANNELS.map((channel) => ({ channel, enabled: channels.includes(channel) })),
      },
      await shop.backend.extensions(),
    );
  } catch (error) {
    return data({ result: submission.reply({ formErrors: [failureText(shop, error)] }) }, 400);
  }
  queueMessages(shop.session, createMessage("success", t("contact.saved"), "account"));
  return redirect(paths.account.contactPreferences(shop.storeView), 303);
}
