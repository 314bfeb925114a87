// The signed-in customer's details, password and contact preferences (Magento's updateCustomerV2
// and changeCustomerPassword; Customer.contact_preferences is this shop's extension, so a stock
// Magento's preferences are the newsletter alone).
import { commerceRequest, required, type CommerceRequestContext } from "~/commerce/client.server";
import { isCommerceError } from "~/commerce/errors";
import { graphql } from "~/commerce/generated";
import type { CustomerContactChannel, CustomerDietaryNeed, CustomerFitnessGoal } from "~/commerce/generated/graphql";
import { ACCOUNT_DETAILS_CORE_QUERY } from "./core/details.server";
import {
  CONTACT_PREFERENCES_CORE_QUERY,
  UPDATE_CONTACT_PREFERENCES_CORE_MUTATION,
} from "./core/contact-preferences.server";
import { phoneForDisplay } from "~/commerce/phone-display.server";

export const ACCOUNT_DETAILS_QUERY = graphql(`
  query AccountDetails {
    storeConfig {
      default_country
    }
    customer {
      firstname
      lastname
      email
      date_of_birth
      gender
      mobile_number
      fitness_goal
      dietary_needs
    }
  }
`);

export const UPDATE_DETAILS_MUTATION = graphql(`
  mutation UpdateAccountDetails($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        firstname
      }
    }
  }
`);

export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`);

export const CONTACT_PREFERENCES_QUERY = graphql(`
  query ContactPreferences {
    customer {
      is_subscribed
      contact_preferences {
        channel
        enabled
      }
    }
  }
`);

export const UPDATE_CONTACT_PREFERENCES_MUTATION = graphql(`
  mutation UpdateContactPreferences($subscribed: Boolean!, $channels: [CustomerContactPreferenceInput!]!) {
    updateCustomerV2(input: { is_subscribed: $subscribed }) {
      customer {
        is_subscribed
      }
    }
    updateCustomerContactPreferences(input: { channels: $channels }) {
      email
    }
  }
`);

export interface AccountDetails {
  firstname: string;
  lastname: string;
  email: string;
  dateOfBirth: string;
  gender: number | null;
  mobileNumber: string;
  fitnessGoal: CustomerFitnessGoal | null;
  dietaryNeeds: CustomerDietaryNeed[];
  /** the store's country, for which the mobile number is checked */
  country: string;
  /** False on a stock Magento: the mobile number, fitness goal and dietary needs do not exist there. */
  extensions: boolean;
}

async function readDetails(ctx: CommerceRequestContext, extensions: boolean) {
  if (extensions) return (await commerceRequest(ctx, ACCOUNT_DETAILS_QUERY)).data;
  const { data } = await commerceRequest(ctx, ACCOUNT_DETAILS_CORE_QUERY);
  const customer = data.customer && {
    ...data.customer,
    mobile_number: null,
    fitness_goal: null,
    dietary_needs: [] as CustomerDietaryNeed[],
  };
  return { ...data, customer };
}

export async function accountDetails(ctx: CommerceRequestContext, extensions = true): Promise<AccountDetails> {
  const data = await readDetails(ctx, extensions);
  const c = required(data.customer, "customer");
  const country = data.storeConfig?.default_country ?? "GB";
  return {
    extensions,
    firstname: c.firstname ?? "",
    lastname: c.lastname ?? "",
    email: c.email ?? "",
    dateOfBirth: c.date_of_birth ?? "",
    gender: c.gender ?? null,
    // as the shopper writes it: the form shows it, and sends it back to be checked and kept anew
    mobileNumber: phoneForDisplay(c.mobile_number, country),
    fitnessGoal: c.fitness_goal ?? null,
    dietaryNeeds: c.dietary_needs,
    country,
  };
}

export interface DetailsInput {
  firstname: string;
  lastname: string;
  dateOfBirth: string | null;
  gender: number | null;
  mobileNumber: string | null;
  fitnessGoal: CustomerFitnessGoal | null;
  dietaryNeeds: CustomerDietaryNeed[];
}

/** On a stock Magento (`extensions` false) only its own fields are sent: it refuses an input with one it lacks. */
export async function updateAccountDetails(
  ctx: CommerceRequestContext,
  details: DetailsInput,
  extensions = true,
): Promise<void> {
  const core = {
    firstname: details.firstname,
    lastname: details.lastname,
    date_of_birth: details.dateOfBirth,
    gender: details.gender,
  };
  const input = extensions
    ? {
        ...core,
        mobile_number: details.mobileNumber,
        fitness_goal: details.fitnessGoal,
        dietary_needs: details.dietaryNeeds,
      }
    : core;
  await commerceRequest(ctx, UPDATE_DETAILS_MUTATION, { input });
}

/**
 * Changes the password; the backend then revokes every token of the customer, this one included.
 * Answers the account's email, with which the caller signs in again for a new token.
 */
export async function changePassword(
  ctx: CommerceRequestContext,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const { data } = await commerceRequest(ctx, CHANGE_PASSWORD_MUTATION, { currentPassword, newPassword });
  return data.changeCustomerPassword?.email ?? "";
}

/** Magento's category for a wrong current password. */
export const isWrongPassword = (error: unknown) =>
  isCommerceError(error) && error.categories.includes("graphql-authentication");

export type ContactChannel = CustomerContactChannel;

export interface ContactPreferences {
  subscribed: boolean;
  /** The shop's contact channels: none on a stock Magento, which has only the newsletter. */
  channels: Array<{ channel: ContactChannel; enabled: boolean }>;
}

/** On a stock Magento (`extensions` false) the newsletter alone, Magento's Customer.is_subscribed. */
export async function contactPreferences(ctx: CommerceRequestContext, extensions = true): Promise<ContactPreferences> {
  if (!extensions) {
    const { data } = await commerceRequest(ctx, CONTACT_PREFERENCES_CORE_QUERY);
    return { subscribed: required(data.customer, "customer").is_subscribed === true, channels: [] };
  }
  const { data } = await commerceRequest(ctx, CONTACT_PREFERENCES_QUERY);
  const c = required(data.customer, "customer");
  return { subscribed: c.is_subscribed === true, channels: c.contact_preferences };
}

/** On a stock Magento only the newsletter is sent (updateCustomerV2's is_subscribed). */
export async function updateContactPreferences(
  ctx: CommerceRequestContext,
  prefs: ContactPreferences,
  extensions = true,
): Promise<void> {
  if (!extensions) {
    await commerceRequest(ctx, UPDATE_CONTACT_PREFERENCES_CORE_MUTATION, { subscribed: prefs.subscribed });
    return;
  }
  await commerceRequest(ctx, UPDATE_CONTACT_PREFERENCES_MUTATION, {
    subscribed: prefs.subscribed,
    channels: prefs.channels,
  });
}
