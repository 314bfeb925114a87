// Reward points resolvers: Customer.reward_points and the cart's points mutations (extensions), the
// points an order's cancel or refund took back, and the points account's summary and history
// (reward/history.ts).
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { moneyAnswer } from "../graphql/money.js";
import { requireCustomer } from "../customer/service.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "pointsHistory" | "quote" | "reward";

/** At most this many history entries per page (the query limits bound the rest). */
const MAX_PAGE_SIZE = 50;

export const rewardResolvers: Resolvers<Ctx<Services>> = {
  Customer: {
    reward_points: (c, _, ctx) => {
      const points = ctx.services.reward.balance(c.id);
      const rate = ctx.services.reward.rate(ctx.store);
      const summary = ctx.services.pointsHistory.summary(c.id);
      return {
        balance: { points, money: moneyAnswer(ctx, ctx.services.reward.worth(ctx.store, ctx.display, points)) },
        exchange_rates: { redemption: { points: rate.points, currency_amount: rate.currency_amount } },
        lifetime_points: summary.lifetime,
        redeemed_points: summary.redeemed,
        unvalidated_points: summary.unvalidated,
        expired_points: summary.expired,
        delayed_points: summary.delayed,
        // RewardPoints.history below answers it with its page arguments.
        history: { items: [], page_info: {}, total_count: 0 },
      };
    },
  },
  CustomerOrder: {
    // A guest's order gathers no points (sales: rewardpoints_gathered), so none are cancelled either.
    rewardpoints_canceled: (o, _, ctx) =>
      o.rewardpoints_gathered ? ctx.services.reward.gatheredPointsCanceled(Number(o.id)) : 0,
  },
  RewardPoints: {
    // Customer is always the bearer's own customer, so the history is the request's customer's.
    history: (_, args, ctx) => {
      const customerId = requireCustomer(ctx.customerId);
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, args.pageSize ?? 10));
      const all = ctx.services.pointsHistory.history(customerId);
      const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
      const currentPage = Math.max(1, args.currentPage ?? 1);
      return {
        items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: totalPages },
        total_count: all.length,
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
