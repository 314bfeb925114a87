// Client error reports (the shop's ErrorReport module): an append-only log.
import type { Database } from "better-sqlite3";

export interface ErrorReport {
  id: number;
  store_code: string;
  code: string;
  message: string;
  trace: string | null;
  url: string | null;
  user_agent: string | null;
  timestamp: string;
  customer_note: string | null;
  created_at: string;
}

export type NewErrorReport = Omit<ErrorReport, "id">;

export type ErrorReportRepository = ReturnType<typeof createErrorReportRepository>;

export function createErrorReportRepository(db: Database) {
  const insert = db.prepare(
    `INSERT INTO error_reports (store_code, code, message, trace, url, user_agent, timestamp, customer_note, created_at)
     VALUES (@store_code, @code, @message, @trace, @url, @user_agent, @timestamp, @customer_note, @created_at)`,
  );
  const all = db.prepare("SELECT * FROM error_reports ORDER BY id");
  return {
    add: (report: NewErrorReport) => Number(insert.run(report).lastInsertRowid),
    /** oldest first (newest last) */
    all: () => all.all() as ErrorReport[],
  };
}

/** The stored reports of a database, oldest first: for tests that read what the shop recorded. */
export const listErrorReports = (db: Database): ErrorReport[] => createErrorReportRepository(db).all();
