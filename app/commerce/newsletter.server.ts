// Newsletter subscription (Magento's NewsletterGraphQl). Guests subscribe by email only; a store
// view with double opt-in answers NOT_ACTIVE until the shopper confirms by email (SPEC §4).
import { commerceRequest, type CommerceRequestContext } from "./client.server";
import type {
  SubscribeEmailToNewsletterMutation,
  SubscribeEmailToNewsletterMutationVariables,
  SubscriptionStatusesEnum,
} from "./generated/operations";

export const SUBSCRIBE_EMAIL_TO_NEWSLETTER = /* GraphQL */ `
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`;

export type SubscriptionStatus = SubscriptionStatusesEnum;

/** Subscribes a guest; GraphQL errors ("Enter a valid email address.", ...) throw a CommerceError. */
export async function subscribeEmailToNewsletter(ctx: CommerceRequestContext, email: string): Promise<SubscriptionStatus | null> {
  const { data } = await commerceRequest<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables>(ctx, SUBSCRIBE_EMAIL_TO_NEWSLETTER, { email });
  return data.subscribeEmailToNewsletter?.status ?? null;
}

/** Whether the shopper still has to confirm by email before the subscription is active. */
export function awaitsConfirmation(status: SubscriptionStatus | null): boolean {
  return status === "NOT_ACTIVE" || status === "UNCONFIRMED";
}
