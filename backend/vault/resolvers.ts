// Magento Vault's storefront API: the signed-in customer's saved cards and deleting one of them.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { requireCustomer } from "../customer/service.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "vault";

export const vaultResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    customerPaymentTokens: (_, __, ctx) => {
      ctx.cache.uncacheable();
      return { items: ctx.services.vault.cards(requireCustomer(ctx.customerId)) };
    },
  },
  Mutation: {
    deletePaymentToken: (_, { public_hash }, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      ctx.services.vault.delete(customerId, public_hash);
      return { result: true, customerPaymentTokens: { items: ctx.services.vault.cards(customerId) } };
    },
  },
};
