// Referral programme (SPEC §3 "Referral", §9; ADR 0027): each customer's permanent code, the friends
// they invite and whether those friends joined and placed a first order. Signing up with a code
// (part A, createCustomerV2 referral_code) fills in friend_customer_id on the invite for that email.
import type { Database } from "better-sqlite3";
import { sqlTime } from "../customer/service.js";
import type { OutgoingMail } from "../mail/outbox.js";
import { composed, mailTemplates } from "../mail/templates.js";
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";

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

interface ReferralRow {
  friend_name: string;
  friend_email: string;
  friend_customer_id: number | null;
  first_order_placed: number;
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
  const list = db.prepare(`SELECT r.friend_name, r.friend_email, r.first_order_placed, r.created_at,
      COALESCE(r.friend_customer_id, c.id) AS friend_customer_id
    FROM referrals r LEFT JOIN customers c ON c.email = r.friend_email COLLATE NOCASE
    WHERE r.customer_id = ? ORDER BY r.created_at DESC, r.id DESC`);
  const emailOf = db.prepare("SELECT email FROM customers WHERE id = ?");
  const customerWithEmail = db.prepare("SELECT 1 FROM customers WHERE email = ? COLLATE NOCASE LIMIT 1");
  const invited = db.prepare(
    "SELECT 1 FROM referrals WHERE customer_id = ? AND friend_email = ? COLLATE NOCASE LIMIT 1",
  );
  const insert = db.prepare(
    "INSERT INTO referrals (customer_id, friend_name, friend_email, created_at) VALUES (?, ?, ?, ?)",
  );
  const answer = (r: ReferralRow): Referral => ({
    friend_name: r.friend_name,
    friend_email: r.friend_email,
    joined: r.friend_customer_id !== null,
    first_order_placed: r.first_order_placed === 1,
    created_at: r.created_at,
  });

  return {
    /** newest first */
    list: (customerId: number): Referral[] => (list.all(customerId) as ReferralRow[]).map(answer),

    /** Records an invitation: never oneself, nor someone who already has an account, nor twice. */
    invite(customerId: number, name: string, email: string, now = new Date()): Referral {
      const friendName = name.trim();
      const friendEmail = email.trim();
      if (!friendName || friendName.length > 100) throw new ShopError(INVITE_NAME_REQUIRED, "input");
      if (!EMAIL.test(friendEmail) || friendEmail.length > 254) throw new ShopError(INVITE_EMAIL_INVALID, "input");
      const own = (emailOf.get(customerId) as { email: string } | undefined)?.email ?? "";
      if (own.toLowerCase() === friendEmail.toLowerCase()) throw new ShopError(INVITE_SELF, "input");
      if (customerWithEmail.get(friendEmail)) throw new ShopError(INVITE_EXISTING_CUSTOMER, "input");
      if (invited.get(customerId, friendEmail)) throw new ShopError(INVITE_ALREADY_INVITED, "input");
      const at = sqlTime(now);
      insert.run(customerId, friendName, friendEmail, at);
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
