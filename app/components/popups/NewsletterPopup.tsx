import { useLocation } from "@remix-run/react";
import { Suspense, useEffect, useState } from "react";
import { deferred } from "~/components/ui/deferred";
import { readCookie } from "~/components/ui/useCookie";
import type { NewsletterPopupSettings } from "~/shell/popups.server";
import { usePopupTurn } from "./PopupQueue";

/** The dialog itself: its code comes when it opens (JavaScript only: the server never renders it). */
const NewsletterDialog = deferred("newsletter-popup", undefined, () => import("./NewsletterDialog"));

/** waiting for the delay, then ready (queued behind other popups), open, closed. */
type Phase = "waiting" | "ready" | "open" | "closed";

/**
 * JavaScript only: opens `delaySeconds` after a page view unless the shopper has answered before
 * (the popup's cookie is set then); NewsletterDialog is the popup.
 */
export function NewsletterPopup({ settings }: { settings: NewsletterPopupSettings }) {
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>("waiting");
  const onSignupPage = location.pathname.replace(/\/+$/, "").endsWith("/newsletter");

  // The delay counts from the latest page view (a full page load in a classic shop); then the popup
  // waits its turn behind the others (cookie question, geo store, customs) rather than stacking.
  useEffect(() => {
    // Answered before (either way): the cookie says so, and it is read here because the page's HTML
    // is the same for everyone.
    if (phase !== "waiting" || !settings.enabled || onSignupPage || readCookie(settings.cookieName) !== undefined)
      return;
    const timer = setTimeout(() => setPhase("ready"), settings.delaySeconds * 1000);
    return () => clearTimeout(timer);
  }, [phase, settings.enabled, settings.cookieName, settings.delaySeconds, onSignupPage, location.key]);

  const turn = usePopupTurn("newsletter", phase === "ready" || phase === "open");
  // Once it has its turn it stays open until closed, even if another popup comes up meanwhile:
  // state adjusted while rendering (React's pattern for it), not one render later by an effect.
  if (phase === "ready" && turn) setPhase("open");

  if (phase !== "open") return null;
  return (
    // Opened by a timer, not by a navigation: a boundary of its own while the dialog's code comes.
    <Suspense fallback={null}>
      <NewsletterDialog settings={settings} onClosed={() => setPhase("closed")} />
    </Suspense>
  );
}
