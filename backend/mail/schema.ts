// The mail outbox's migration (its table is migration 1's).
import type { Database } from "better-sqlite3";

/** The migration: the HTML part's column (when missing: a database migrated before it had one). */
export function mailHtmlMigration(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('mail_outbox')").pluck().all();
  if (!columns.includes("body_html")) db.exec("ALTER TABLE mail_outbox ADD COLUMN body_html TEXT");
}
