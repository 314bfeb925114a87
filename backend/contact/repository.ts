// The messages shoppers send through the contact form (Magento's Contact module mails them and keeps
// nothing; we keep each one too, so a message is never lost with a mail that did not go out).
import type { Database } from "better-sqlite3";

export interface ContactMessage {
  id: number;
  store_code: string;
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
  customer_id: number | null;
  created_at: string;
}

export type NewContactMessage = Omit<ContactMessage, "id">;

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;

export function createContactMessageRepository(db: Database) {
  const insert = db.prepare(
    `INSERT INTO contact_messages (store_code, name, email, telephone, comment, customer_id, created_at)
     VALUES (@store_code, @name, @email, @telephone, @comment, @customer_id, @created_at)`,
  );
  const newest = db.prepare("SELECT * FROM contact_messages ORDER BY id DESC LIMIT ?");
  return {
    insert: (message: NewContactMessage): number => Number(insert.run(message).lastInsertRowid),
    newest: (limit = 20) => newest.all(limit) as ContactMessage[],
  };
}
