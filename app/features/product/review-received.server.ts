// A review stored without JavaScript ends in a 303 to the product's reviews (#reviews), where the
// form's place says it was received and awaits moderation, as a fetcher's answer shows it in place.
// The session carries that across the redirect, once, for that product in that store only.
import type { ShopSession } from "~/sessions/session.server";

export function markReviewReceived(session: ShopSession, storeCode: string, sku: string): void {
  session.set("reviewReceived", { sku, storeCode });
}

/** Whether a review of this product was just received; forgets it (the next visit shows the form). */
export function takeReviewReceived(session: ShopSession, storeCode: string, sku: string): boolean {
  const received = session.get("reviewReceived");
  if (!received || received.sku !== sku || received.storeCode !== storeCode) return false;
  session.unset("reviewReceived");
  return true;
}
