// generateCustomerTokenAsAdmin (RequestCustomerToken): an empty email is refused first, then a caller
// that is not an admin user (Magento's user type 2) is "not authorized"; no caller here is one.
import type { Ctx } from "../graphql/context.js";
import { gqlError } from "../graphql/errors.js";
import type { Resolvers } from "../generated/resolvers-types.js";

/** The services these resolvers read: none. */
type Services = never;

export const loginAsCustomerResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    generateCustomerTokenAsAdmin: (_, args, ctx) => {
      ctx.cache.uncacheable();
      if (args.input.customer_email.trim() === "")
        throw gqlError('Specify the "customer email" value.', "graphql-input");
      throw gqlError("The current customer isn't authorized.", "graphql-authorization");
    },
  },
};
