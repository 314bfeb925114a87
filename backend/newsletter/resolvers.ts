// subscribeEmailToNewsletter for guests of the request's store view, with a new subscriber's welcome code.
import type { Resolvers } from "../generated/resolvers-types.js";

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: (_, args, ctx) => {
      const { status, welcomeCouponCode } = ctx.services.newsletter.subscribe(ctx.store, args.email);
      return { status, welcome_coupon_code: welcomeCouponCode };
    },
  },
};
