// The referral page (account.referral): the customer's code, the programme's rules (store config
// extension fields), their referrals, and inviting a friend.
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { isCommerceError } from "~/commerce/errors";
import { graphql } from "~/commerce/generated";
import { toMoney } from "~/commerce/money";
import type { ReferralProgramme } from "~/commerce/customer/perks";

export const REFERRAL_QUERY = graphql(`
  query ReferralProgramme {
    storeConfig {
      referral_min_order_value {
        value
        currency
      }
      referral_reward_amount {
        value
        currency
      }
      referral_friend_points
    }
    customer {
      referral_code
      referrals {
        friend_name
        friend_email
        joined
        first_order_placed
      }
    }
  }
`);

export const INVITE_FRIEND_MUTATION = graphql(`
  mutation InviteReferralFriend($name: String!, $email: String!) {
    inviteReferralFriend(input: { friend_name: $name, friend_email: $email }) {
      referral {
        friend_email
      }
    }
  }
`);

export async function referralProgramme(ctx: CommerceRequestContext): Promise<ReferralProgramme> {
  const { data } = await commerceRequest(ctx, REFERRAL_QUERY);
  return {
    code: data.customer?.referral_code ?? null,
    minOrderValue: toMoney(data.storeConfig?.referral_min_order_value),
    rewardAmount: toMoney(data.storeConfig?.referral_reward_amount),
    friendPoints: data.storeConfig?.referral_friend_points ?? 0,
    referrals: (data.customer?.referrals ?? []).map((r) => ({
      name: r.friend_name,
      email: r.friend_email,
      joined: r.joined,
      firstOrderPlaced: r.first_order_placed,
    })),
  };
}

/** The backend's refusals (backend/referral/service.ts), each shown next to its field. */
const REFUSALS = {
  "You cannot invite yourself.": { field: "email", key: "self" },
  "This friend already has an account with us.": { field: "email", key: "existingCustomer" },
  "You have already invited this friend.": { field: "email", key: "alreadyInvited" },
  "Enter your friend's name.": { field: "name", key: "required" },
  "Enter your friend's email address.": { field: "email", key: "emailInvalid" },
} as const;

export type InviteRefusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** Null once invited; the refusal (field and message key) when the backend says no. */
export async function inviteFriend(
  ctx: CommerceRequestContext,
  name: string,
  email: string,
): Promise<InviteRefusal | null> {
  try {
    await commerceRequest(ctx, INVITE_FRIEND_MUTATION, { name, email });
    return null;
  } catch (error) {
    if (isCommerceError(error) && error.kind === "graphql") {
      const refusal = error.messages.map((m) => REFUSALS[m as keyof typeof REFUSALS]).find(Boolean);
      if (refusal) return refusal;
    }
    throw error;
  }
}
