// Saved cards (Magento Vault): a customer's stored payment tokens. Only what a shopper needs to
// recognise a card is kept (brand, last 4, expiry, holder): never a full number or security code
// (saved_cards has no column for either, ADR 0027).
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { createVaultRepository, type CardRow } from "./repository.js";
import { ShopError } from "../shared/errors.js";

/** Magento's vault details `type`: the card brand's code. */
const BRAND_CODES: Record<string, string> = { Visa: "VI", Mastercard: "MC", "American Express": "AE" };

/** The card provider's code (ADR 0031): the saved cards are its tokens. */
export const PAYMENT_METHOD_CODE = "pwcard";

export interface SavedCard {
  public_hash: string;
  payment_method_code: string;
  type: "card";
  /** Magento's JSON string: type, maskedCC (last 4), expirationDate (MM/YYYY), and the card holder */
  details: string;
}

export type { CardRow };

export const tokenNotFound = (hash: string) => `Could not find a token using public hash: ${hash}`;

export function createVaultService(db: Database) {
  const saved = createVaultRepository(db);
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
    cards: (customerId: number): SavedCard[] => saved.list(customerId).map(answer),
    /** One's own card by its public hash; another customer's is undefined, as one that does not exist. */
    card: (customerId: number, publicHash: string): CardRow | undefined => saved.one(customerId, publicHash),
    /** Saves a card the provider approved (brand, last 4, MM/YYYY expiry, holder); answers its public hash. */
    save(customerId: number, card: Omit<CardRow, "public_hash">): string {
      const publicHash = randomBytes(32).toString("hex");
      saved.insert(customerId, { ...card, public_hash: publicHash });
      return publicHash;
    },
    /** Deletes one's own card; another customer's hash is "not found", as one that does not exist. */
    delete(customerId: number, publicHash: string): void {
      if (!saved.remove(customerId, publicHash)) throw new ShopError(tokenNotFound(publicHash), "no-such-entity");
    },
  };
}

export type VaultService = ReturnType<typeof createVaultService>;
