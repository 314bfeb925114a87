// Create account and password reset: isEmailAvailable over REST (SPEC §7),
// createCustomerV2 with the shop's customer attributes, requestPasswordResetEmail, resetPassword and
// the reset page's check of a link (passwordResetTokenStatus, an extension). No customer token is
// involved until the sign-in that follows (account.server.ts generateCustomerToken).
import type { CustomerCreateInput, PasswordResetTokenStatus } from "../generated/graphql";
import { commerceRequest, required, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import { restRequest } from "../rest.server";
import { speaksExtensions } from "../core/dialect.server";

export type { CustomerCreateInput, PasswordResetTokenStatus };

export const CREATE_CUSTOMER_MUTATION = graphql(`
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
        firstname
      }
    }
  }
`);

export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`);

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
  }
`);

export const PASSWORD_RESET_TOKEN_STATUS_QUERY = graphql(`
  query PasswordResetTokenStatus($email: String!, $token: String!) {
    passwordResetTokenStatus(email: $email, resetPasswordToken: $token)
  }
`);

/** Magento's answer when the address already has an account (a race with isEmailAvailable). */
export const EMAIL_TAKEN_MESSAGE = "A customer with the same email address already exists in an associated website.";

/** The backend's refusal of a reset link (used, replaced, unknown, or older than 24 hours). */
const TOKEN_REFUSALS = ["The password token is mismatched", "The password token is expired"];

export const isEmailTaken = (error: unknown) =>
  isCommerceError(error) && error.kind === "graphql" && error.messages.includes(EMAIL_TAKEN_MESSAGE);

export const isRefusedResetLink = (error: unknown) =>
  isCommerceError(error) &&
  error.kind === "graphql" &&
  error.messages.some((m) => TOKEN_REFUSALS.some((refusal) => m.startsWith(refusal)));

export const isReferralRefused = (error: unknown) =>
  isCommerceError(error) && error.kind === "graphql" && error.messages.some((m) => m.startsWith("The referral code"));

/** REST isEmailAvailable (SPEC §7): true when no account uses the address. */
export async function isEmailAvailable(ctx: CommerceRequestContext, email: string): Promise<boolean> {
  const answer = await restRequest<unknown>(ctx, "POST", "customers/isEmailAvailable", { customerEmail: email });
  return answer === true;
}

export async function createCustomer(ctx: CommerceRequestContext, input: CustomerCreateInput): Promise<void> {
  const { data } = await commerceRequest(ctx, CREATE_CUSTOMER_MUTATION, { input });
  required(data.createCustomerV2?.customer, "new customer");
}

export async function requestPasswordResetEmail(ctx: CommerceRequestContext, email: string): Promise<void> {
  await commerceRequest(ctx, REQUEST_PASSWORD_RESET_MUTATION, { email });
}

export async function resetPassword(
  ctx: CommerceRequestContext,
  email: string,
  token: string,
  password: string,
): Promise<void> {
  await commerceRequest(ctx, RESET_PASSWORD_MUTATION, { email, token, password });
}

export async function passwordResetTokenStatus(
  ctx: CommerceRequestContext,
  email: string,
  token: string,
): Promise<PasswordResetTokenStatus> {
  // A stock Magento cannot tell a link's state beforehand: the form is shown, and resetPassword's own
  // refusal of a used or expired link is told when it is sent.
  if (!(await speaksExtensions(ctx))) return "VALID";
  const { data } = await commerceRequest(ctx, PASSWORD_RESET_TOKEN_STATUS_QUERY, { email, token });
  return data.passwordResetTokenStatus;
}
