// Product subscriptions (extension, ADR 0027): the list and the state changes, one's own only.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { isCommerceError } from "~/commerce/errors";
import { graphql } from "~/commerce/generated";
import { toMoney } from "~/commerce/money";
import type { Subscription, SubscriptionStatus } from "~/commerce/customer/perks";

export const SUBSCRIPTIONS_QUERY = graphql(`
  query CustomerSubscriptions {
    customer {
      subscriptions {
        items {
          uid
          product_sku
          product_name
          product_options {
            label
            value
          }
          quantity
          price {
            value
            currency
          }
          frequency_weeks
          status
          next_delivery_date
        }
      }
    }
  }
`);

const PAUSE = graphql(`
  mutation PauseSubscription($uid: ID!) {
    pauseCustomerSubscription(uid: $uid) {
      subscription {
        status
      }
    }
  }
`);
const RESUME = graphql(`
  mutation ResumeSubscription($uid: ID!) {
    resumeCustomerSubscription(uid: $uid) {
      subscription {
        status
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation CancelSubscription($uid: ID!) {
    cancelCustomerSubscription(uid: $uid) {
      subscription {
        status
      }
    }
  }
`);
const FREQUENCY = graphql(`
  mutation ChangeSubscriptionFrequency($uid: ID!, $weeks: Int!) {
    updateCustomerSubscriptionFrequency(uid: $uid, frequency_weeks: $weeks) {
      subscription {
        frequency_weeks
      }
    }
  }
`);

export async function subscriptions(ctx: CommerceRequestContext): Promise<Subscription[]> {
  const { data } = await commerceRequest(ctx, SUBSCRIPTIONS_QUERY);
  return (data.customer?.subscriptions.items ?? []).map((s) => ({
    uid: s.uid,
    productName: s.product_name,
    sku: s.product_sku,
    options: s.product_options,
    quantity: s.quantity,
    price: toMoney(s.price),
    frequencyWeeks: s.frequency_weeks,
    status: s.status as SubscriptionStatus,
    nextDelivery: s.next_delivery_date ?? null,
  }));
}

export type SubscriptionChange = { intent: "pause" | "resume" | "cancel" } | { intent: "frequency"; weeks: number };

/**
 * Applies one change. False when the backend refuses it (not the customer's, canceled, already
 * paused...): the page then says it could not be changed and shows the subscription as it is.
 */
export async function changeSubscription(
  ctx: CommerceRequestContext,
  uid: string,
  change: SubscriptionChange,
): Promise<boolean> {
  try {
    if (change.intent === "frequency") await commerceRequest(ctx, FREQUENCY, { uid, weeks: change.weeks });
    else if (change.intent === "pause") await commerceRequest(ctx, PAUSE, { uid });
    else if (change.intent === "resume") await commerceRequest(ctx, RESUME, { uid });
    else await commerceRequest(ctx, CANCEL, { uid });
    return true;
  } catch (error) {
    if (
      isCommerceError(error) &&
      (error.categories.includes("graphql-no-such-entity") || error.categories.includes("graphql-input"))
    )
      return false;
    throw error;
  }
}
