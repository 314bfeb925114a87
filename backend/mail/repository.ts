// The mail outbox's rows (mail_outbox): every email the shop sends, whole.
import type { Database } from "better-sqlite3";

export type MailKind =
  | "password-reset"
  | "password-changed"
  | "email-changed"
  | "email-now-here"
  | "welcome"
  | "referral-invitation"
  | "order-confirmation"
  | "stock-alert"
  | "newsletter-welcome"
  | "newsletter-confirmation"
  | "shipment"
  | "refund"
  | "contact-message";

export interface MailRow {
  id: number;
  recipient: string;
  store_code: string;
  kind: MailKind;
  subject: string;
  body_text: string;
  body_html: string | null;
  created_at: string;
}

export function createMailRepository(db: Database) {
  const insert = db.prepare(
    "INSERT INTO mail_outbox (recipient, store_code, kind, subject, body_text, body_html, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const newestTo = db.prepare("SELECT * FROM mail_outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?");
  const newest = db.prepare("SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?");
  return {
    insert: (row: Omit<MailRow, "id">) => {
      insert.run(row.recipient, row.store_code, row.kind, row.subject, row.body_text, row.body_html, row.created_at);
    },
    /** The newest rows first; only those to `to` (the case ignored) when given. */
    newest: (limit: number, to?: string) => (to ? newestTo.all(to, limit) : newest.all(limit)) as MailRow[],
  };
}
