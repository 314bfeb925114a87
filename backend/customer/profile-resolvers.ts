// The address book, account details, password change and contact preferences:
// thin resolvers over customer/addresses.ts and customer/profile.ts, every one the signed-in
// customer's own.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { ShopError } from "../shared/errors.js";
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
    // The first version, still sent by Venia 11: Magento's UpdateCustomer. An email that differs
    // needs the password; an empty name is refused with the required-attribute message of its label.
    updateCustomer: async (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      const given = Object.entries(input ?? {}).filter(([, value]) => value !== undefined);
      if (!given.length) throw new ShopError('"input" value should be specified', "input");
      const missing = [
        ["firstname", "First Name"],
        ["lastname", "Last Name"],
      ].filter(([field]) => field in input && (input[field as "firstname"] ?? "").trim() === "");
      // Before the email changes: Magento saves nothing when a name is missing.
      if (missing.length)
        throw new ShopError(
          `Required parameters are missing: ${missing.map(([, label]) => label).join(", ")}`,
          "input",
        );
      if (input.email !== undefined && input.email !== null) {
        try {
          await ctx.services.profiles.changeEmail(customerId, input.email, input.password, ctx.clientIp, ctx.store);
        } catch (e) {
          throw toPasswordCheckError(e);
        }
      }
      const { firstname, lastname, dob, date_of_birth, gender, is_subscribed } = input;
      return {
        customer: ctx.services.profiles.update(
          customerId,
          { firstname, lastname, dob, date_of_birth, gender, is_subscribed },
          ctx.store,
        ),
      };
    },
    updateCustomerEmail: async (_, { email, password }, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      try {
        return {
          customer: await ctx.services.profiles.changeEmail(customerId, email, password, ctx.clientIp, ctx.store),
        };
      } catch (e) {
        throw toPasswordCheckError(e);
      }
    },
    deleteCustomer: (_, __, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.profiles.close(requireCustomer(ctx.customerId));
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
          ctx.store,
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
