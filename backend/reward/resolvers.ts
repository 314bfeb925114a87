// Reward points resolvers: Customer.reward_points and the cart's points mutations (extensions).
import type { Resolvers } from "../generated/resolvers-types.js";
import { moneyAnswer } from "../graphql/money.js";

export const rewardResolvers: Resolvers = {
  Customer: {
    reward_points: (c, _, ctx) => {
      const points = ctx.services.reward.balance(c.id);
      const rate = ctx.services.reward.rate(ctx.store);
      return {
        balance: { points, money: moneyAnswer(ctx, ctx.services.reward.worth(ctx.store, ctx.display, points)) },
        exchange_rates: { redemption: { points: rate.points, currency_amount: rate.currency_amount } },
      };
    },
  },
  Mutation: {
    applyRewardPointsToCart: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      const cart = ctx.services.quote.load(ctx.store, input.cart_id, ctx.customerId);
      ctx.services.reward.apply(cart, ctx.customerId, input.points);
      return { cart: ctx.services.quote.load(ctx.store, input.cart_id, ctx.customerId) };
    },
    removeRewardPointsFromCart: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      const cart = ctx.services.quote.load(ctx.store, input.cart_id, ctx.customerId);
      ctx.services.reward.remove(cart, ctx.customerId);
      return { cart: ctx.services.quote.load(ctx.store, input.cart_id, ctx.customerId) };
    },
  },
};
