// The actions of account details, password change and contact preferences: each
// parses its form with the shared schema, answers errors next to the fields with the input kept
// (passwords emptied), and ends a change with a message and a 303 back to its page.
import { data, redirect } from "@remix-run/node";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { ShopRequest } from "~/commerce/context.server";
import { generateCustomerToken, isSignedOut } from "~/commerce/customer/account.server";
import { isCommerceError, isTooManyRequests } from "~/commerce/errors";
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
import { PASSWORD_FIELDS, PasswordChangeSchema } from "./password-change";
import { signInWith } from "~/forms/sign-in.server";

type Shop = ShopRequest & ShopTranslator;

/**
 * A backend failure as the form's own error: the backend's words, or "try again" when it is away.
 * A sign-in that has ended is not the form's error: it goes on to signedInAction (sign in again).
 */
function failureText(shop: Shop, error: unknown): string {
  if (!isCommerceError(error) || isSignedOut(error)) throw error;
  return error.kind === "graphql" ? error.messages.join(" ") : shop.t("errors.network");
}

export async function accountDetailsAction(request: Request, shop: Shop) {
  const formData = await request.formData();
  // The mobile number is checked for the store's country (SPEC §5).
  const extensions = await shop.backend.extensions();
  const { country } = await accountDetails(shop.commerce, extensions);
  const submission = parseSubmission(formData, accountDetailsSchema(country));
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
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
    return data({ result: submission.reply({ formErrors: [failureText(shop, error)] }) }, 400);
  }
  queueMessages(shop.session, createMessage("success", shop.tFor("profile")("details.saved"), "account"));
  return redirect(paths.account.details(shop.storeView), 303);
}

export async function passwordChangeAction(request: Request, shop: Shop) {
  const t = shop.tFor("profile");
  const submission = parseSubmission(await request.formData(), PasswordChangeSchema);
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
