// Saved cards (Magento's Vault payment tokens): never a card number, only the public hash, brand,
// last four digits and expiry.
import type { Database } from "better-sqlite3";

export interface CardRow {
  public_hash: string;
  card_holder: string;
  brand: string;
  last4: string;
  expiration: string;
}

export function createVaultRepository(db: Database) {
  const list = db.prepare(
    "SELECT public_hash, card_holder, brand, last4, expiration FROM saved_cards WHERE customer_id = ? ORDER BY created_at, id",
  );
  const remove = db.prepare("DELETE FROM saved_cards WHERE public_hash = ? AND customer_id = ?");
  const one = db.prepare(
    "SELECT public_hash, card_holder, brand, last4, expiration FROM saved_cards WHERE public_hash = ? AND customer_id = ?",
  );
  const insert = db.prepare(`INSERT INTO saved_cards (customer_id, public_hash, card_holder, brand, last4, expiration,
    created_at) VALUES (?, ?, ?, ?, ?, ?, datetime('now'))`);
  return {
    list: (customerId: number) => list.all(customerId) as CardRow[],
    one: (customerId: number, publicHash: string) => one.get(publicHash, customerId) as CardRow | undefined,
    insert(customerId: number, card: CardRow): void {
      insert.run(customerId, card.public_hash, card.card_holder, card.brand, card.last4, card.expiration);
    },
    /** false when the customer had no such card */
    remove: (customerId: number, publicHash: string): boolean => remove.run(publicHash, customerId).changes > 0,
  };
}
