// contactUs (Magento's ContactGraphQl): anyone may write; a signed-in customer's message is linked
// to their account.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "contact";

export const contactResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    contactUs: (_, { input }, ctx) => {
      ctx.services.contact.send(ctx.store, input, ctx.customerId ?? null);
      return { status: true };
    },
  },
};
