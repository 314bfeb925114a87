// The subscription module's resolvers (extension, ADR 0027): Customer.subscriptions and the
// mutations of its state machine (subscription/service.ts), each on one's own subscription only.
import type { CustomerSubscription, Resolvers } from "../generated/resolvers-types.js";
import { requireCustomer } from "../customer/service.js";
import type { CurrencyEnum } from "../generated/resolvers-types.js";
import { subscriptionUid, type SubscriptionRow } from "./service.js";

const answer = (row: SubscriptionRow): CustomerSubscription => ({
  uid: subscriptionUid(row.id),
  product_sku: row.product_sku,
  product_name: row.product_name,
  product_options: JSON.parse(row.product_options) as Array<{ label: string; value: string }>,
  quantity: row.quantity,
  price: { value: row.price, currency: row.currency as CurrencyEnum },
  frequency_weeks: row.frequency_weeks,
  status: row.status,
  next_delivery_date: row.next_delivery_date,
  created_at: row.created_at,
});

export const subscriptionResolvers: Resolvers = {
  Customer: {
    subscriptions: (c, _, ctx) => ({ items: ctx.services.subscriptions.list(c.id).map(answer) }),
  },
  Mutation: {
    pauseCustomerSubscription: (_, { uid }, ctx) => {
      ctx.cache.uncacheable();
      return { subscription: answer(ctx.services.subscriptions.pause(requireCustomer(ctx.customerId), uid)) };
    },
    resumeCustomerSubscription: (_, { uid }, ctx) => {
      ctx.cache.uncacheable();
      return { subscription: answer(ctx.services.subscriptions.resume(requireCustomer(ctx.customerId), uid)) };
    },
    cancelCustomerSubscription: (_, { uid }, ctx) => {
      ctx.cache.uncacheable();
      return { subscription: answer(ctx.services.subscriptions.cancel(requireCustomer(ctx.customerId), uid)) };
    },
    updateCustomerSubscriptionFrequency: (_, { uid, frequency_weeks }, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      return { subscription: answer(ctx.services.subscriptions.changeFrequency(customerId, uid, frequency_weeks)) };
    },
  },
};
