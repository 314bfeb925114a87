// The mail outbox: the embedded backend has no mail server, so every email the shop sends (a reset
// link, a welcome) is written here instead, whole (recipient, store view, subject, text, and the
// HTML part of an email that has one: the order confirmation). Tests read
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
  /** the HTML part, for an email that has one (null or absent: text only) */
  html?: string | null;
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
  body_html: string | null;
  created_at: string;
}

const fromRow = (row: MailRow): SentMail => ({
  id: row.id,
  to: row.recipient,
  storeCode: row.store_code,
  kind: row.kind,
  subject: row.subject,
  text: row.body_text,
  html: row.body_html,
  createdAt: row.created_at,
});

/** The migration: the HTML part's column (when missing: a database migrated before it had one). */
export function mailHtmlMigration(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('mail_outbox')").pluck().all();
  if (!columns.includes("body_html")) db.exec("ALTER TABLE mail_outbox ADD COLUMN body_html TEXT");
}

export function createMailOutbox(db: Database) {
  const insert = db.prepare(
    "INSERT INTO mail_outbox (recipient, store_code, kind, subject, body_text, body_html, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const newestTo = db.prepare("SELECT * FROM mail_outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?");
  const newest = db.prepare("SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?");
  return {
    send(mail: OutgoingMail, now = new Date()): void {
      insert.run(mail.to, mail.storeCode, mail.kind, mail.subject, mail.text, mail.html ?? null, now.toISOString());
    },
    /** The newest messages first; only those to `to` when given. */
    newest(limit = 20, to?: string): SentMail[] {
      const rows = (to ? newestTo.all(to, limit) : newest.all(limit)) as MailRow[];
      return rows.map(fromRow);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
