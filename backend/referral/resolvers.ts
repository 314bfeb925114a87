// The referral module's resolvers (extension, ADR 0027): the customer's referrals, inviting a
// friend, and the programme's rules as store config fields.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { requireCustomer } from "../customer/service.js";
import { moneyAnswer } from "../graphql/money.js";
import { toDisplay } from "../shared/money.js";
import { REFERRAL_PROGRAMME } from "./programme.js";
import { invitationMail } from "./service.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "accounts" | "customers" | "referrals";

export const referralResolvers: Resolvers<Ctx<Services>> = {
  Customer: {
    referrals: (c, _, ctx) => ctx.services.referrals.list(c.id),
  },
  StoreConfig: {
    referral_min_order_value: (_, __, ctx) =>
      moneyAnswer(ctx, toDisplay(ctx.display, REFERRAL_PROGRAMME.minOrderValue)),
    referral_reward_amount: (_, __, ctx) => moneyAnswer(ctx, toDisplay(ctx.display, REFERRAL_PROGRAMME.rewardAmount)),
    referral_friend_points: () => REFERRAL_PROGRAMME.friendPoints,
  },
  Mutation: {
    inviteReferralFriend: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      const customerId = requireCustomer(ctx.customerId);
      const referral = ctx.services.referrals.invite(customerId, input.friend_name, input.friend_email);
      const inviter = ctx.services.customers.byId(customerId)!;
      const { accounts } = ctx.services;
      accounts.mail.send(
        invitationMail(
          ctx.store,
          { name: accounts.shopName(ctx.store), origin: accounts.storefrontUrl(ctx.store) || ctx.origin },
          inviter,
          { name: referral.friend_name, email: referral.friend_email },
        ),
      );
      return { referral };
    },
  },
};
