import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useRootData } from "~/components/layout/useRootData";
import { useCookie } from "~/components/ui/useCookie";
import type { CookieConsentSettings } from "~/shell/popups.server";
import { CookieConsentForm, type CookieConsentActionData } from "./CookieConsentForm";
import { usePopupTurn } from "./PopupQueue";

/**
 * Shown until the shopper chooses. The banner leaves as soon as an answer is on its way; the root
 * data that follows no longer asks for it.
 */
export function CookieConsentBanner({ settings }: { settings: CookieConsentSettings }) {
  const { t } = useTranslation("popups");
  // Same key as the form's fetcher: the banner sees the answer the form sends.
  const answer = useFetcher<CookieConsentActionData>({ key: "cookie-consent" });
  // Answered on an earlier page: the HTML (possibly from a CDN) still has the banner; the cookie wins.
  // Until this runs, the consent flag set in the document head hides it (see ConsentFlagScript).
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
    <section className="cookie-consent" aria-labelledby="cookie-consent-title" data-testid="cookie-consent">
      <h2 id="cookie-consent-title">{t("cookies.title")}</h2>
      <p>{settings.text ?? t("cookies.text")}</p>
      <CookieConsentForm />
    </section>
  );
}
