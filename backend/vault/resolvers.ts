// Magento Vault's storefront API: the signed-in customer's saved cards and deleting one of them.
import type { Resolvers } from "../generated/resolvers-types.js";
import { requireCustomer } from "../customer/service.js";

export const vaultResolvers: Resolvers = {
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
