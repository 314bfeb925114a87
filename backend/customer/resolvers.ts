// Customer resolvers: generateCustomerToken, revokeCustomerToken, customer, customerCart, mergeCarts,
// assignCustomerToGuestCart.
// Rules live in customer/service.ts (tokens, sign-in limits) and quote/service.ts (carts).
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { dietaryNeedsFromColumn, fitnessGoalFromColumn } from "./attributes.js";
import { requireCustomer } from "./service.js";
import { toPasswordCheckError } from "./sign-in-errors.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "customers" | "quote";

export const customerResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    customer: (_, __, ctx) => {
      ctx.cache.uncacheable();
      // A token outlives nothing: its customer exists while it is valid.
      const customer = ctx.services.customers.byId(requireCustomer(ctx.customerId));
      return customer ?? ctx.services.customers.byId(requireCustomer(null))!;
    },
    customerCart: (_, __, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.quote.customerCartOrNew(ctx.store, requireCustomer(ctx.customerId));
    },
  },
  Mutation: {
    // Async (a failed attempt slows the next ones), so its ShopErrors are answered here.
    generateCustomerToken: async (_, args, ctx) => {
      ctx.cache.uncacheable();
      try {
        return { token: await ctx.services.customers.generateToken(args.email, args.password, ctx.clientIp) };
      } catch (e) {
        throw toPasswordCheckError(e);
      }
    },
    revokeCustomerToken: (_, __, ctx) => {
      requireCustomer(ctx.customerId);
      if (ctx.customerToken) ctx.services.customers.revokeToken(ctx.customerToken);
      return { result: true };
    },
    assignCustomerToGuestCart: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.quote.assignCustomerToGuestCart(ctx.store, requireCustomer(ctx.customerId), args.cart_id);
    },
    mergeCarts: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.quote.mergeCarts(
        ctx.store,
        requireCustomer(ctx.customerId),
        args.source_cart_id,
        args.destination_cart_id,
      );
    },
  },
  Customer: {
    id: (c) => c.id,
    allow_remote_shopping_assistance: () => false,
    confirmation_status: () => "ACCOUNT_CONFIRMATION_NOT_REQUIRED",
    is_subscribed: (c, _, ctx) => ctx.services.customers.isSubscribed(c.id),
    group_id: (c) => c.group_id,
    mobile_number: (c) => c.mobile_number,
    fitness_goal: (c) => fitnessGoalFromColumn(c.fitness_goal),
    dietary_needs: (c) => dietaryNeedsFromColumn(c.dietary_needs),
    referral_code: (c) => c.referral_code,
  },
};
