// The mail outbox: the embedded backend has no mail server, so every email the shop sends (a reset
// link, a welcome) is written here instead, whole (recipient, store view, subject, text, and the
// HTML part of an email that has one: the order confirmation). Tests read
// it through GET /__test/mail (backend/testing/hooks.ts), a developer with `npm run mail`.
import type { Database } from "better-sqlite3";
import { createMailRepository, type MailKind, type MailRow } from "./repository.js";

export type { MailKind };

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

export function createMailOutbox(db: Database) {
  const outbox = createMailRepository(db);
  return {
    send(mail: OutgoingMail, now = new Date()): void {
      outbox.insert({
        recipient: mail.to,
        store_code: mail.storeCode,
        kind: mail.kind,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html ?? null,
        created_at: now.toISOString(),
      });
    },
    /** The newest messages first; only those to `to` when given. */
    newest(limit = 20, to?: string): SentMail[] {
      return outbox.newest(limit, to).map(fromRow);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
