// Migration 9: the mail outbox, and what account creation and password resets
// look tokens and referrals up by. Runs on every database; there is no demo data to add (a new
// account is created by the shopper, a reset by asking for one).
import type { Database } from "better-sqlite3";

export function registrationMigration(db: Database): void {
  db.exec(`
    -- Every email the shop "sends" (the embedded backend has no mail server): read by tests through
    -- GET /__test/mail and by a developer with npm run mail.
    CREATE TABLE mail_outbox (
      id INTEGER PRIMARY KEY, recipient TEXT NOT NULL, store_code TEXT NOT NULL, kind TEXT NOT NULL,
      subject TEXT NOT NULL, body_text TEXT NOT NULL, created_at TEXT NOT NULL
    );
    CREATE INDEX mail_outbox_recipient ON mail_outbox(recipient COLLATE NOCASE, id);
    CREATE INDEX password_reset_tokens_customer ON password_reset_tokens(customer_id);
    CREATE INDEX referrals_friend_email ON referrals(friend_email COLLATE NOCASE);
  `);
}
