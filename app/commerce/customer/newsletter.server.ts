// Newsletter subscription (Magento's NewsletterGraphQl). Guests subscribe by email only; a store
// view with double opt-in answers NOT_ACTIVE until the shopper confirms by email (SPEC §4).
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import type { SubscriptionStatusesEnum } from "../generated/graphql";

export const SUBSCRIBE_EMAIL_TO_NEWSLETTER = graphql(`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
      welcome_coupon_code
    }
  }
`);

export type SubscriptionStatus = SubscriptionStatusesEnum;

export interface Subscription {
  status: SubscriptionStatus | null;
  /**
   * the single-use welcome code of an address new to the list (also emailed); null otherwise, and
   * while the subscription awaits its confirmation
   */
  welcomeCode: string | null;
}

/** Subscribes a guest; GraphQL errors ("Enter a valid email address.", ...) throw a CommerceError. */
export async function subscribeEmailToNewsletter(ctx: CommerceRequestContext, email: string): Promise<Subscription> {
  const { data } = await commerceRequest(ctx, SUBSCRIBE_EMAIL_TO_NEWSLETTER, { email });
  return {
    status: data.subscribeEmailToNewsletter?.status ?? null,
    welcomeCode: data.subscribeEmailToNewsletter?.welcome_coupon_code ?? null,
  };
}

export const CONFIRM_NEWSLETTER_SUBSCRIPTION = graphql(`
  mutation ConfirmNewsletterSubscription($id: Int!, $code: String!) {
    confirmNewsletterSubscription(id: $id, code: $code) {
      status
      welcome_coupon_code
    }
  }
`);

/**
 * Confirms a double opt-in with its email link's id and code (the shop's extension; a stock Magento
 * confirms on its own pages). A wrong or stale link throws a CommerceError of kind "graphql".
 */
export async function confirmNewsletterSubscription(
  ctx: CommerceRequestContext,
  id: number,
  code: string,
): Promise<Subscription> {
  const { data } = await commerceRequest(ctx, CONFIRM_NEWSLETTER_SUBSCRIPTION, { id, code });
  return {
    status: data.confirmNewsletterSubscription?.status ?? null,
    welcomeCode: data.confirmNewsletterSubscription?.welcome_coupon_code ?? null,
  };
}

/** Whether the shopper still has to confirm by email before the subscription is active. */
export function awaitsConfirmation(status: SubscriptionStatus | null): boolean {
  return status === "NOT_ACTIVE" || status === "UNCONFIRMED";
}

export const NEWSLETTER_CONFIRMATION_QUERY = graphql(`
  query NewsletterConfirmation {
    storeConfig {
      newsletter_confirmation_required
    }
  }
`);

// Magento's refusals that would tell whoever types an address that it is already on the list (or
// belongs to a customer account). The person typing may not be its owner, so these are answered
// exactly like a new subscription; the owner is not subscribed twice either way.
const REVEALING_REFUSALS = ["This email address is already subscribed.", "Cannot create a newsletter subscription."];

export function revealsSubscriber(error: unknown): boolean {
  return (
    isCommerceError(error) &&
    error.kind === "graphql" &&
    error.messages.some((message) => REVEALING_REFUSALS.includes(message.trim()))
  );
}

/**
 * The status a new subscription gets in this store view: what a revealing refusal is answered as.
 * Such an address was on the list before, so it gets no welcome code.
 */
export async function newSubscriptionStatus(ctx: CommerceRequestContext): Promise<SubscriptionStatus> {
  const { data } = await commerceRequest(ctx, NEWSLETTER_CONFIRMATION_QUERY);
  return data.storeConfig?.newsletter_confirmation_required ? "NOT_ACTIVE" : "SUBSCRIBED";
}
