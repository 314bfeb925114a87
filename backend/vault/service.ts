// Saved cards (Magento Vault): a customer's stored payment tokens. Only what a shopper needs to
// recognise a card is kept (brand, last 4, expiry, holder): never a full number or security code
// (saved_cards has no column for either, ADR 0027).
import type { Database } from "better-sqlite3";
import { ShopError } from "../shared/errors.js";

/** Magento's vault details `type`: the card brand's code. */
const BRAND_CODES: Record<string, string> = { Visa: "VI", Mastercard: "MC", "American Express": "AE" };

export const PAYMENT_METHOD_CODE = "braintree";

export interface SavedCard {
  public_hash: string;
  payment_method_code: string;
  type: "card";
  /** Magento's JSON string: type, maskedCC (last 4), expirationDate (MM/YYYY), and the card holder */
  details: string;
}

interface CardRow {
  public_hash: string;
  card_holder: string;
  brand: string;
  last4: string;
  expiration: string;
}

export const tokenNotFound = (hash: string) => `Could not find a token using public hash: ${hash}`;

export function createVaultService(db: Database) {
  const list = db.prepare(
    "SELECT public_hash, card_holder, brand, last4, expiration FROM saved_cards WHERE customer_id = ? ORDER BY created_at, id",
  );
  const remove = db.prepare("DELETE FROM saved_cards WHERE public_hash = ? AND customer_id = ?");
  const answer = (row: CardRow): SavedCard => ({
    public_hash: row.public_hash,
    payment_method_code: PAYMENT_METHOD_CODE,
    type: "card",
    details: JSON.stringify({
      type: BRAND_CODES[row.brand] ?? "OT",
      maskedCC: row.last4,
      expirationDate: row.expiration,
      cardHolder: row.card_holder,
    }),
  });
  return {
    cards: (customerId: number): SavedCard[] => (list.all(customerId) as CardRow[]).map(answer),
    /** Deletes one's own card; another customer's hash is "not found", as one that does not exist. */
    delete(customerId: number, publicHash: string): void {
      if (remove.run(publicHash, customerId).changes === 0)
        throw new ShopError(tokenNotFound(publicHash), "no-such-entity");
    },
  };
}

export type VaultService = ReturnType<typeof createVaultService>;
