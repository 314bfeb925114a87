// The card provider's payment sessions (ADR 0031): never a card number or security code, only the
// brand, last four digits, expiry and holder the hosted page reports.
import type { Database } from "better-sqlite3";

/** "failed": the challenge was not passed. */
export type SessionStatus = "started" | "challenged" | "approved" | "declined" | "failed" | "cancelled" | "used";

export interface PaymentSession {
  id: string;
  cart_id: number;
  store_code: string;
  customer_id: number | null;
  amount: number;
  currency: string;
  return_url: string;
  status: SessionStatus;
  card_brand: string | null;
  card_last4: string | null;
  card_expiry: string | null;
  card_holder: string | null;
  save_card: number;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

export function createCardPayRepository(db: Database) {
  const insert = db.prepare(`INSERT INTO card_payment_sessions (id, cart_id, store_code, customer_id, amount, currency,
    return_url, status, created_at, updated_at, expires_at) VALUES (@id, @cart_id, @store_code, @customer_id, @amount,
    @currency, @return_url, 'started', @now, @now, @expires_at)`);
  const byId = db.prepare("SELECT * FROM card_payment_sessions WHERE id = ?");
  const setCard =
    db.prepare(`UPDATE card_payment_sessions SET status = @status, card_brand = @brand, card_last4 = @last4,
    card_expiry = @expiry, card_holder = @holder, save_card = @save, updated_at = @now WHERE id = @id AND status = 'started'`);
  const setStatus = db.prepare(
    "UPDATE card_payment_sessions SET status = ?, updated_at = ? WHERE id = ? AND status = ?",
  );

  return {
    insert(row: {
      id: string;
      cart_id: number;
      store_code: string;
      customer_id: number | null;
      amount: number;
      currency: string;
      return_url: string;
      now: string;
      expires_at: string;
    }): void {
      insert.run(row);
    },
    byId: (id: string) => byId.get(id) as PaymentSession | undefined,
    /** The card's facts and outcome, only on a started session; false when it was not started. */
    setCard(row: {
      id: string;
      status: string;
      brand: string;
      last4: string;
      expiry: string;
      holder: string;
      save: number;
      now: string;
    }): boolean {
      return setCard.run(row).changes > 0;
    },
    /** from -> to, only if the session is still `from`; false otherwise */
    moveStatus: (id: string, from: string, to: string, at: string): boolean =>
      setStatus.run(to, at, id, from).changes === 1,
  };
}
