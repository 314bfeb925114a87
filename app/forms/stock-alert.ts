// The back-in-stock alert form (issue 13): an email. One Zod schema for the action and Conform.
// OWNER issue 13 reviews-and-alerts helper.
export const STOCK_ALERT_INTENT = "stockAlert";

/** What the alert post answers the page with (stub). */
export interface StockAlertAnswer {
  status: "stub";
}
