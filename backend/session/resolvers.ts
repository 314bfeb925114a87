// sessionData: geo-store suggestion, the signed-in customer and cart; never cached.
import type { Resolvers } from "../generated/resolvers-types.js";

export const sessionResolvers: Resolvers = {
  Query: {
    sessionData: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.session.sessionData(ctx.store, ctx.headers, args.cart_id, {
        id: ctx.customerId,
        token: ctx.customerToken,
      });
    },
  },
};
