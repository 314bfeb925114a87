// Customers (Magento's Customer and Integration modules): accounts and their bearer tokens.
//
// TODO(issue 9/10): generateCustomerToken, revokeCustomerToken, customer, customerCart, mergeCarts,
// and the account area's mutations.
import type { Database } from "better-sqlite3";

export function createCustomerService(db: Database) {
  const tokenOwner = db.prepare(
    "SELECT customer_id FROM customer_tokens WHERE token = ? AND revoked = 0 AND expires_at > ?",
  );
  return {
    /** The customer a bearer token belongs to; null when it is unknown, revoked or expired. */
    customerIdForToken(token: string, now = new Date()): number | null {
      const row = tokenOwner.get(token, now.toISOString().replace("T", " ").slice(0, 19)) as
        { customer_id: number } | undefined;
      return row?.customer_id ?? null;
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
