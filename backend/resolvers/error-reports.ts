// reportJsError: the storefront's error boundary reports a client error with a trace id (`code`).
// Every call stores a new row, including the follow-up the shopper sends with a customer_note for
// the same code: reports are an append-only log, grouped by `code` when read.
import type { Database } from "better-sqlite3";
import { gqlError } from "../graphql/errors.js";
import type { Ctx } from "../graphql/context.js";

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

const clip = (s: string | null | undefined, n: number) => (s == null ? null : s.slice(0, n));

export function storeErrorReport(
  db: Database,
  storeCode: string,
  i: Record<string, string | null | undefined>,
): number {
  const info = db
    .prepare(
      `INSERT INTO error_reports (store_code, code, message, trace, url, user_agent, timestamp, customer_note, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      storeCode,
      clip(i.code, 200),
      clip(i.message, 4000),
      clip(i.trace, 20000),
      clip(i.url, 2000),
      clip(i.user_agent, 1000),
      clip(i.timestamp, 100),
      clip(i.customer_note, 4000),
      new Date().toISOString(),
    );
  return Number(info.lastInsertRowid);
}

/** All stored reports, oldest first (newest last). */
export function listErrorReports(db: Database): ErrorReport[] {
  return db.prepare("SELECT * FROM error_reports ORDER BY id").all() as ErrorReport[];
}

export const errorReportResolvers = {
  Mutation: {
    reportJsError: (_: unknown, args: { input: Record<string, string | null> }, ctx: Ctx) => {
      const i = args.input;
      for (const k of ["code", "message", "timestamp"]) {
        if (!i[k]?.trim()) throw gqlError(`Required parameter "${k}" is missing.`, "graphql-input");
      }
      return { result: true, report_id: String(storeErrorReport(ctx.db, ctx.store.code, i)) };
    },
  },
};
