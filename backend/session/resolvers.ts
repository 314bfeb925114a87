// sessionData: geo-store suggestion, the signed-in customer and cart; never cached.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "session";

export const sessionResolvers: Resolvers<Ctx<Services>> = {
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
