// Migration 17 (ADR 0031): the card provider's payment sessions. The embedded
// backend plays the provider, so its sessions live next to the shop's tables; a real provider keeps
// them on its side. Only a card's brand, last 4, expiry and holder are ever written: the table has
// no column a card number or security code could go into.
import type { Database } from "better-sqlite3";

export const CARD_PAY_SCHEMA = `
  CREATE TABLE card_payment_sessions (
    id TEXT PRIMARY KEY, -- random and unguessable: it is the hosted page's address
    cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    store_code TEXT NOT NULL,
    customer_id INTEGER REFERENCES customers(id),
    amount REAL NOT NULL, currency TEXT NOT NULL, -- the cart's grand total when the payment started
    return_url TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('started', 'challenged', 'approved', 'declined', 'failed', 'cancelled', 'used')),
    card_brand TEXT, card_last4 TEXT, card_expiry TEXT, card_holder TEXT,
    save_card INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL, expires_at TEXT NOT NULL
  );
  CREATE INDEX card_payment_sessions_cart ON card_payment_sessions(cart_id);
`;

/** Buy now, pay later: Magento-style configuration paths, off in the seed (ADR 0031). */
export const BNPL_CONFIG_SEED: Record<string, unknown> = {
  "payment/bnpl/active": false,
  "payment/bnpl/client_id": "",
  "payment/bnpl/script_url": "",
};

export function cardPayMigration(db: Database): void {
  db.exec(CARD_PAY_SCHEMA);
  // Before seed() on a new database, and for an already seeded one: the same rows either way.
  const insert = db.prepare("INSERT OR IGNORE INTO config (scope_code, path, value) VALUES ('', ?, ?)");
  for (const [path, value] of Object.entries(BNPL_CONFIG_SEED)) insert.run(path, JSON.stringify(value));
}
