// The address book, account details, password change and contact preferences:
// thin resolvers over customer/addresses.ts and customer/profile.ts, every one the signed-in
// customer's own.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { requireCustomer } from "./service.js";
import { toPasswordCheckError } from "./sign-in-errors.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "addresses" | "customers" | "profiles";

export const profileResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    createCustomerAddress: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.addresses.create(requireCustomer(ctx.customerId), input);
    },
    updateCustomerAddress: (_, { id, input }, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.addresses.update(requireCustomer(ctx.customerId), id, input ?? {});
    },
    deleteCustomerAddress: (_, { id }, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.addresses.delete(requireCustomer(ctx.customerId), id);
    },
    updateCustomerV2: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      return { customer: ctx.services.profiles.update(requireCustomer(ctx.customerId), input, ctx.store) };
    },
    changeCustomerPassword: async (_, args, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      try {
        return await ctx.services.profiles.changePassword(
          customerId,
          args.currentPassword,
          args.newPassword,
          ctx.clientIp,
        );
      } catch (e) {
        throw toPasswordCheckError(e);
      }
    },
    updateCustomerContactPreferences: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      ctx.services.profiles.updateContactPreferences(customerId, input.channels);
      return ctx.services.customers.byId(customerId) ?? null;
    },
  },
  Customer: {
    addresses: (c, _, ctx) => ctx.services.addresses.list(c.id),
    // Magento answers the default addresses' ids as strings.
    default_billing: (c) => (c.default_billing === null ? null : String(c.default_billing)),
    default_shipping: (c) => (c.default_shipping === null ? null : String(c.default_shipping)),
    contact_preferences: (c, _, ctx) => ctx.services.profiles.contactPreferences(c.id),
  },
};
