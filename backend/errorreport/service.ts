// reportJsError: the storefront's error boundary reports a client error with a trace id (`code`).
// Every call stores a new row, including the follow-up the shopper sends with a customer_note for
// the same code: reports are an append-only log, grouped by `code` when read.
import { ShopError } from "../shared/errors.js";
import type { ErrorReport, ErrorReportRepository } from "./repository.js";

export type { ErrorReport };

export interface ErrorReportInput {
  code?: string | null;
  message?: string | null;
  trace?: string | null;
  url?: string | null;
  user_agent?: string | null;
  timestamp?: string | null;
  customer_note?: string | null;
}

const clip = (s: string | null | undefined, n: number) => (s == null ? null : s.slice(0, n));

export function createErrorReportService(reports: ErrorReportRepository) {
  return {
    /** Stores a report (over-long fields clipped); returns its id. */
    report(storeCode: string, i: ErrorReportInput): number {
      for (const k of ["code", "message", "timestamp"] as const) {
        if (!i[k]?.trim()) throw new ShopError(`Required parameter "${k}" is missing.`, "input");
      }
      return reports.add({
        store_code: storeCode,
        code: clip(i.code, 200) ?? "",
        message: clip(i.message, 4000) ?? "",
        trace: clip(i.trace, 20000),
        url: clip(i.url, 2000),
        user_agent: clip(i.user_agent, 1000),
        timestamp: clip(i.timestamp, 100) ?? "",
        customer_note: clip(i.customer_note, 4000),
        created_at: new Date().toISOString(),
      });
    },
    /** All stored reports, oldest first (newest last). */
    list: (): ErrorReport[] => reports.all(),
  };
}

export type ErrorReportService = ReturnType<typeof createErrorReportService>;
