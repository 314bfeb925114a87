// subscribeEmailToNewsletter for guests and signed-in customers of the request's store view, with a new subscriber's
// welcome code; confirmNewsletterSubscription, the double opt-in's link.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "newsletter" | "customers";

export const newsletterResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    subscribeEmailToNewsletter: (_, args, ctx) => {
      const customer = ctx.customerId ? ctx.services.customers.byId(ctx.customerId) : undefined;
      const { status, welcomeCouponCode } = ctx.services.newsletter.subscribe(
        ctx.store,
        args.email,
        new Date(),
        customer ? { id: customer.id, email: customer.email } : null,
        ctx.origin,
      );
      return { status, welcome_coupon_code: welcomeCouponCode };
    },
    confirmNewsletterSubscription: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const { status, welcomeCouponCode } = ctx.services.newsletter.confirm(ctx.store, args.id, args.code);
      return { status, welcome_coupon_code: welcomeCouponCode };
    },
  },
};
