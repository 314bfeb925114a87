// The subscription module's resolvers (extension, ADR 0027): Customer.subscriptions and the
// mutations of its state machine (subscription/service.ts), each on one's own subscription only.
import type { CustomerSubscription, Resolvers } from "../generated/resolvers-types.js";
import { requireCustomer } from "../customer/service.js";
import type { CurrencyEnum } from "../generated/resolvers-types.js";
import type { ProductRow } from "../catalog/repository.js";
import type { Ctx } from "../graphql/context.js";
import type { CartItemSource } from "../quote/totals.js";
import { FREQUENCIES, subscriptionUid, type SubscriptionRow } from "./service.js";
import {
  DEFAULT_FREQUENCY_WEEKS,
  lineSubscription,
  subscribable,
  SUBSCRIBE_AND_SAVE_PERCENT,
} from "./subscribe-and-save.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "subscriptions";

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

/** Subscribe and save on a product (ADR 0048): the same offer for every product bought again. */
const subscribeAndSave = (p: ProductRow, _: unknown, ctx: Ctx<Services>) =>
  subscribable(ctx.catalog, p)
    ? {
        discount_percent: SUBSCRIBE_AND_SAVE_PERCENT,
        frequencies_weeks: [...FREQUENCIES],
        default_frequency_weeks: DEFAULT_FREQUENCY_WEEKS,
      }
    : null;

const subscription = ({ line }: CartItemSource) => lineSubscription(line);

export const subscriptionResolvers: Resolvers<Ctx<Services>> = {
  SimpleProduct: { subscribe_and_save: subscribeAndSave },
  VirtualProduct: { subscribe_and_save: subscribeAndSave },
  ConfigurableProduct: { subscribe_and_save: subscribeAndSave },
  BundleProduct: { subscribe_and_save: subscribeAndSave },
  SimpleCartItem: { subscription },
  VirtualCartItem: { subscription },
  ConfigurableCartItem: { subscription },
  BundleCartItem: { subscription },
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
