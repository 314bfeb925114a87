// Client error reports (the shop's ErrorReport module): an append-only log. Stack traces are kept
// once per distinct trace (error_traces, keyed by a hash) and joined back when reports are read.
import { createHash } from "node:crypto";
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
    `INSERT INTO error_reports (store_code, code, message, trace_hash, url, user_agent, timestamp, customer_note, created_at)
     VALUES (@store_code, @code, @message, @trace_hash, @url, @user_agent, @timestamp, @customer_note, @created_at)`,
  );
  const keepTrace = db.prepare(
    "INSERT INTO error_traces (hash, trace, first_seen) VALUES (?, ?, ?) ON CONFLICT (hash) DO NOTHING",
  );
  const all = db.prepare(
    `SELECT r.id, r.store_code, r.code, r.message, COALESCE(r.trace, t.trace) AS trace, r.url, r.user_agent,
            r.timestamp, r.customer_note, r.created_at
     FROM error_reports r LEFT JOIN error_traces t ON t.hash = r.trace_hash ORDER BY r.id`,
  );
  const countTraces = db.prepare("SELECT COUNT(*) AS n FROM error_traces");
  const add = db.transaction(({ trace, ...report }: NewErrorReport) => {
    let trace_hash: string | null = null;
    if (trace) {
      trace_hash = createHash("sha256").update(trace).digest("hex");
      keepTrace.run(trace_hash, trace, report.created_at);
    }
    return Number(insert.run({ ...report, trace_hash }).lastInsertRowid);
  });
  return {
    add: (report: NewErrorReport) => add(report),
    /** How many distinct stack traces are stored. */
    traceCount: () => (countTraces.get() as { n: number }).n,
    /** oldest first (newest last) */
    all: () => all.all() as ErrorReport[],
  };
}

/** The stored reports of a database, oldest first: for tests that read what the shop recorded. */
export const listErrorReports = (db: Database): ErrorReport[] => createErrorReportRepository(db).all();
