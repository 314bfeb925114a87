// Referral persistence: each customer's invitations, whether the friend joined, and the first order
// that paid the programme's rewards.
import type { Database } from "better-sqlite3";

export interface ReferralRow {
  friend_name: string;
  friend_email: string;
  friend_customer_id: number | null;
  first_order_placed: number;
  created_at: string;
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;

export function createReferralRepository(db: Database) {
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
  const unpaidOfFriend = db.prepare(`SELECT id, customer_id FROM referrals
    WHERE first_order_placed = 0 AND (friend_customer_id = ? OR friend_email = ? COLLATE NOCASE)
    ORDER BY id LIMIT 1`);
  const markPaid = db.prepare("UPDATE referrals SET first_order_placed = 1, friend_customer_id = ? WHERE id = ?");
  const openInvitation = db.prepare(
    "SELECT id FROM referrals WHERE customer_id = ? AND friend_email = ? COLLATE NOCASE AND friend_customer_id IS NULL ORDER BY id LIMIT 1",
  );
  const acceptInvitation = db.prepare("UPDATE referrals SET friend_customer_id = ? WHERE id = ?");
  const insertJoined = db.prepare(`INSERT INTO referrals (customer_id, friend_name, friend_email, friend_customer_id,
    created_at) VALUES (?, ?, ?, ?, ?)`);

  return {
    /** newest first */
    list: (customerId: number): ReferralRow[] => list.all(customerId) as ReferralRow[],
    customerEmail: (customerId: number): string | undefined =>
      (emailOf.get(customerId) as { email: string } | undefined)?.email,
    hasCustomerWithEmail: (email: string): boolean => Boolean(customerWithEmail.get(email)),
    hasInvited: (customerId: number, email: string): boolean => Boolean(invited.get(customerId, email)),
    insert(customerId: number, name: string, email: string, at: string): void {
      insert.run(customerId, name, email, at);
    },
    /** The oldest invitation of this friend (by account or email) whose first order is not yet paid. */
    unpaidInvitationOf: (friendCustomerId: number, friendEmail: string) =>
      unpaidOfFriend.get(friendCustomerId, friendEmail) as { id: number; customer_id: number } | undefined,
    markFirstOrderPlaced(referralId: number, friendCustomerId: number): void {
      markPaid.run(friendCustomerId, referralId);
    },
    /** The inviter's oldest invitation to this address that no account has taken yet. */
    openInvitation: (inviterId: number, email: string) =>
      openInvitation.get(inviterId, email) as { id: number } | undefined,
    /** The friend's new account takes the invitation. */
    acceptInvitation(referralId: number, friendCustomerId: number): void {
      acceptInvitation.run(friendCustomerId, referralId);
    },
    /** A friend who joined with the inviter's code handed over some other way. */
    insertJoined(inviterId: number, friendName: string, friendEmail: string, friendId: number, at: string): void {
      insertJoined.run(inviterId, friendName, friendEmail, friendId, at);
    },
  };
}
