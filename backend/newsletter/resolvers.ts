// subscribeEmailToNewsletter for guests of the request's store view.
import type { Resolvers } from "../generated/resolvers-types.js";

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: (_, args, ctx) => ({
      status: ctx.services.newsletter.subscribe(ctx.store, args.email),
    }),
  },
};
