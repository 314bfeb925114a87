// A subscription made on the newsletter page itself without JavaScript: the 303 brings the shopper
// back to that page, which shows the thanks (and the welcome code) where its form was, not the form
// again under a notice. The session carries the answer across the redirect, once.
import type { NewsletterOutcome } from "~/components/popups/NewsletterForm";
import type { ShopSession } from "~/sessions/session.server";

export function keepNewsletterThanks(session: ShopSession, outcome: NewsletterOutcome): void {
  session.set("newsletterThanks", {
    text: outcome.text,
    thanks: outcome.thanks ?? outcome.text,
    welcome: outcome.welcome ?? null,
  });
}

/** The thanks kept for this page view, forgotten once taken (a reload shows the form). */
export function takeNewsletterThanks(session: ShopSession): NewsletterOutcome | null {
  const kept = session.get("newsletterThanks");
  if (!kept) return null;
  session.unset("newsletterThanks");
  return { type: "success", ...kept };
}
