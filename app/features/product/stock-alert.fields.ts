// The back-in-stock alert's intent and answer, without Zod: what the browser loads (the schema is in stock-alert.ts).
import type { SubmissionResult } from "@conform-to/react";

export const STOCK_ALERT_INTENT = "stockAlert";

export interface StockAlertOutcome {
  type: "success" | "error";
  text: string;
}

/** What the alert post answers the page with: the form's state and the outcome to show. */
export interface StockAlertAnswer {
  result: SubmissionResult<string[]>;
  outcome: StockAlertOutcome | null;
}
