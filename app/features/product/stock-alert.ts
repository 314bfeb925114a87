// The back-in-stock alert form: the email to tell, and the product or variant to watch.
// One schema for the action and Conform; error messages are keys of the `stockAlert` namespace (errors).
import * as z from "zod/mini";
import { EmailSchema } from "~/forms/newsletter";
import { STOCK_ALERT_INTENT } from "./stock-alert.fields";
export { STOCK_ALERT_INTENT, type StockAlertOutcome, type StockAlertAnswer } from "./stock-alert.fields";

export const StockAlertSchema = z.object({
  intent: z.literal(STOCK_ALERT_INTENT),
  /** The product's or the chosen variant's SKU; the action checks it belongs to the page's product. */
  sku: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  email: EmailSchema,
});
