// Referral programme (SPEC §3 "Referral", §9; ADR 0027): each customer's permanent code, the friends
// they invite and whether those friends joined and placed a first order. Signing up with a code
// (part A, createCustomerV2 referral_code) fills in friend_customer_id on the invite for that email.
import type { Database } from "better-sqlite3";
import { sqlTime } from "../customer/service.js";
import type { OutgoingMail } from "../mail/outbox.js";
import { composed, mailTemplates } from "../mail/templates.js";
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import type { RewardRate } from "../reward/repository.js";
import { REFERRAL_PROGRAMME } from "./programme.js";
import { createReferralRepository, type ReferralRow } from "./repository.js";

export const INVITE_SELF = "You cannot invite yourself.";
export const INVITE_EXISTING_CUSTOMER = "This friend already has an account with us.";
export const INVITE_ALREADY_INVITED = "You have already invited this friend.";
export const INVITE_NAME_REQUIRED = "Enter your friend's name.";
export const INVITE_EMAIL_INVALID = "Enter your friend's email address.";

export interface Referral {
  friend_name: string;
  friend_email: string;
  joined: boolean;
  first_order_placed: boolean;
  created_at: string;
}

/** The same rule as the storefront's shape check: something@domain.tld with a 2+ letter top level. */
const EMAIL = /^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u;

/** The invitation a friend receives: who invites them and the inviter's permanent link. */
export function invitationMail(
  store: StoreView,
  shop: { name: string; origin: string },
  inviter: { firstname: string; lastname: string; referral_code: string | null },
  friend: { name: string; email: string },
): OutgoingMail {
  const prefix = store.path_prefix ? `/${store.path_prefix}` : "";
  const query = inviter.referral_code ? `?${new URLSearchParams({ referral: inviter.referral_code })}` : "";
  const link = `${shop.origin.replace(/\/+$/, "")}${prefix}/customer/account/create${query}`;
  return {
    to: friend.email,
    storeCode: store.code,
    kind: "referral-invitation",
    ...composed(
      mailTemplates(store.lang).referralInvitation({
        friend: friend.name,
        inviter: `${inviter.firstname} ${inviter.lastname}`,
        shop: shop.name,
        link,
      }),
    ),
  };
}

export function createReferralService(db: Database) {
  const referrals = createReferralRepository(db);
  const answer = (r: ReferralRow): Referral => ({
    friend_name: r.friend_name,
    friend_email: r.friend_email,
    joined: r.friend_customer_id !== null,
    first_order_placed: r.first_order_placed === 1,
    created_at: r.created_at,
  });

  return {
    /** newest first */
    list: (customerId: number): Referral[] => referrals.list(customerId).map(answer),

    /**
     * A referred friend's first order of at least the programme's minimum (in the base currency) pays
     * both sides: the invitation is marked paid and the points to credit are answered (the referrer's
     * reward is money, paid as the points worth it at the website's rate). Null when nothing is due.
     */
    payFirstOrder(
      friend: { id: number; email: string },
      order: { isFirstOrder: boolean; grandTotalBase: number },
      rate: RewardRate,
    ): { referrerId: number; referrerPoints: number; friendPoints: number } | null {
      if (!order.isFirstOrder || order.grandTotalBase < REFERRAL_PROGRAMME.minOrderValue) return null;
      const invitation = referrals.unpaidInvitationOf(friend.id, friend.email);
      if (!invitation) return null;
      referrals.markFirstOrderPlaced(invitation.id, friend.id);
      return {
        referrerId: invitation.customer_id,
        referrerPoints:
          rate.currency_amount > 0
            ? Math.ceil((REFERRAL_PROGRAMME.rewardAmount * rate.points) / rate.currency_amount)
            : 0,
        friendPoints: REFERRAL_PROGRAMME.friendPoints,
      };
    },

    /** Records an invitation: never oneself, nor someone who already has an account, nor twice. */
    invite(customerId: number, name: string, email: string, now = new Date()): Referral {
      const friendName = name.trim();
      const friendEmail = email.trim();
      if (!friendName || friendName.length > 100) throw new ShopError(INVITE_NAME_REQUIRED, "input");
      if (!EMAIL.test(friendEmail) || friendEmail.length > 254) throw new ShopError(INVITE_EMAIL_INVALID, "input");
      const own = referrals.customerEmail(customerId) ?? "";
      if (own.toLowerCase() === friendEmail.toLowerCase()) throw new ShopError(INVITE_SELF, "input");
      if (referrals.hasCustomerWithEmail(friendEmail)) throw new ShopError(INVITE_EXISTING_CUSTOMER, "input");
      if (referrals.hasInvited(customerId, friendEmail)) throw new ShopError(INVITE_ALREADY_INVITED, "input");
      const at = sqlTime(now);
      referrals.insert(customerId, friendName, friendEmail, at);
      return {
        friend_name: friendName,
        friend_email: friendEmail,
        joined: false,
        first_order_placed: false,
        created_at: at,
      };
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
