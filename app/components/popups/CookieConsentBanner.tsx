import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useRootData } from "~/components/layout/useRootData";
import { useCookie } from "~/components/ui/useCookie";
import { deferred, DeferredBoundary } from "~/components/ui/deferred";
import type { CookieConsentSettings } from "~/shell/popups.server";
import { ServerCookieConsentNotice } from "./cookie-consent-notice.server";
import type { CookieConsentActionData } from "./CookieConsentForm";
import { usePopupTurn } from "./PopupQueue";

/**
 * The banner's words and form: rendered on the server at once; in the browser (where the .server
 * module is empty) loaded only on a page that asks the question, before it hydrates. A shopper who
 * has answered never loads them.
 */
const CookieConsentNotice = deferred(
  "cookie-consent",
  ServerCookieConsentNotice,
  () => import("./CookieConsentNotice"),
);

/**
 * Shown until the shopper chooses. The banner leaves as soon as an answer is on its way; the root
 * data that follows no longer asks for it.
 */
export function CookieConsentBanner({ settings }: { settings: CookieConsentSettings }) {
  // Same key as the form's fetcher: the banner sees the answer the form sends.
  const answer = useFetcher<CookieConsentActionData>({ key: "cookie-consent" });
  // Answered on an earlier page: the HTML (possibly from a CDN) still has the banner; the cookie wins.
  // With scripts, the banner stays hidden until the cookie has been read (the notice's `checked`), so
  // a shopper who answered never sees it come and go.
  const answered = useCookie(settings.cookieName);
  // First in the popup order: every other popup waits until this one is answered, and until the
  // page's data that follows the answer (which may bring the geo suggestion) has arrived: the fetcher
  // can be idle again a moment before the page's data is.
  const root = useRootData();
  const [rootWhenAnswered, setRootWhenAnswered] = useState<unknown>(null);
  if (answer.state === "submitting" && rootWhenAnswered === null) setRootWhenAnswered(root);
  const settled = answer.state === "idle" && Boolean(answer.data?.consent) && root !== rootWhenAnswered;
  usePopupTurn("cookieConsent", !answered && !settled);
  if (answered || answer.state !== "idle" || settled) return null;
  return (
    <DeferredBoundary id="cookie-consent">
      <CookieConsentNotice text={settings.text} checked={answered !== undefined} />
    </DeferredBoundary>
  );
}
