// Create account and password reset: createCustomerV2 (and the first version, createCustomer), isEmailAvailable,
// requestPasswordResetEmail, resetPassword and the reset page's passwordResetTokenStatus. The rules
// are in registration.ts and password-reset.ts.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { gqlError } from "../graphql/errors.js";
import { isValidEmail } from "../newsletter/service.js";
import { ShopError } from "../shared/errors.js";
import { ResetRequestsLimitedError } from "./password-reset.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "accounts";

export const registrationResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    isEmailAvailable: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return { is_email_available: ctx.services.accounts.registration.isEmailAvailable(args.email) };
    },
    passwordResetTokenStatus: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.accounts.passwordReset.tokenStatus(args.email, args.resetPasswordToken);
    },
  },
  Mutation: {
    // Magento's ConfirmEmail (AccountManagement::activate). Accounts here need no confirmation, so a
    // known address is "already active", any other "an error"; a bad address is refused first.
    confirmEmail: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const { email } = args.input;
      if (!isValidEmail(email)) throw gqlError("Email is invalid", "graphql-input");
      if (ctx.services.accounts.registration.isEmailAvailable(email))
        throw gqlError("There was an error confirming the account", "graphql-input");
      throw gqlError("The account is already active.", "graphql-input");
    },
    createCustomerV2: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return { customer: ctx.services.accounts.registration.create(ctx.store, args.input) };
    },
    // The first version, still sent by Venia 11: the same rules; its input's fields are all optional
    // in the schema, so a missing one is refused by the rules, not by GraphQL.
    createCustomer: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      const firstname = input.firstname?.trim();
      const lastname = input.lastname?.trim();
      if (!firstname) throw new ShopError("Required parameters are missing: First Name", "input");
      if (!lastname) throw new ShopError("Required parameters are missing: Last Name", "input");
      return {
        customer: ctx.services.accounts.registration.create(ctx.store, {
          ...input,
          email: input.email ?? "",
          firstname,
          lastname,
        }),
      };
    },
    requestPasswordResetEmail: async (_, args, ctx) => {
      ctx.cache.uncacheable();
      try {
        return await ctx.services.accounts.passwordReset.request(ctx.store, args.email, ctx.clientIp, ctx.origin);
      } catch (e) {
        if (e instanceof ResetRequestsLimitedError)
          throw gqlError(e.message, "graphql-too-many-requests", {
            status: 429,
            headers: { "Retry-After": String(e.retryAfterSeconds) },
          });
        throw e;
      }
    },
    resetPassword: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.accounts.passwordReset.reset(
        args.email,
        args.resetPasswordToken,
        args.newPassword,
        ctx.store,
      );
    },
  },
};
