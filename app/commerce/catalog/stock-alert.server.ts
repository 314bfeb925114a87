// The back-in-stock alert (issue 13): the subscription, and the email a signed-in customer's form
// is prefilled with. OWNER issue 13 reviews-and-alerts helper.
import type { AppLoadContext } from "@remix-run/node";

/** The email to prefill the alert form with: the signed-in customer's, else none. Stub. */
export async function stockAlertEmail(_shop: AppLoadContext["shop"]): Promise<string | null> {
  return null;
}
