// The back-in-stock alert form (issue 13): the email to tell, and the product or variant to watch.
// One schema for the action and Conform; error messages are keys of the `stockAlert` namespace (errors).
import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { EmailSchema } from "./newsletter";

export const STOCK_ALERT_INTENT = "stockAlert";

export const StockAlertSchema = z.object({
  intent: z.literal(STOCK_ALERT_INTENT),
  /** The product's or the chosen variant's SKU; the action checks it belongs to the page's product. */
  sku: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  email: EmailSchema,
});

export interface StockAlertOutcome {
  type: "success" | "error";
  text: string;
}

/** What the alert post answers the page with: the form's state and the outcome to show. */
export interface StockAlertAnswer {
  result: SubmissionResult<string[]>;
  outcome: StockAlertOutcome | null;
}
