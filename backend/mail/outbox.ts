// The mail outbox: the embedded backend has no mail server, so every email the shop sends (a reset
// link, a welcome) is written here instead, whole (recipient, store view, subject, text). Tests read
// it through GET /__test/mail (backend/testing/hooks.ts), a developer with `npm run mail`.
import type { Database } from "better-sqlite3";

export type MailKind =
  "password-reset" | "welcome" | "referral-invitation" | "order-confirmation" | "stock-alert" | "newsletter-welcome";

export interface OutgoingMail {
  to: string;
  storeCode: string;
  kind: MailKind;
  subject: string;
  text: string;
}

export interface SentMail extends OutgoingMail {
  id: number;
  createdAt: string;
}

interface MailRow {
  id: number;
  recipient: string;
  store_code: string;
  kind: MailKind;
  subject: string;
  body_text: string;
  created_at: string;
}

const fromRow = (row: MailRow): SentMail => ({
  id: row.id,
  to: row.recipient,
  storeCode: row.store_code,
  kind: row.kind,
  subject: row.subject,
  text: row.body_text,
  createdAt: row.created_at,
});

export function createMailOutbox(db: Database) {
  const insert = db.prepare(
    "INSERT INTO mail_outbox (recipient, store_code, kind, subject, body_text, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const newestTo = db.prepare("SELECT * FROM mail_outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?");
  const newest = db.prepare("SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?");
  return {
    send(mail: OutgoingMail, now = new Date()): void {
      insert.run(mail.to, mail.storeCode, mail.kind, mail.subject, mail.text, now.toISOString());
    },
    /** The newest messages first; only those to `to` when given. */
    newest(limit = 20, to?: string): SentMail[] {
      const rows = (to ? newestTo.all(to, limit) : newest.all(limit)) as MailRow[];
      return rows.map(fromRow);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
