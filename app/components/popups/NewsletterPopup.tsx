import { useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useStoreView } from "~/components/layout/useStoreView";
import { readCookie } from "~/components/ui/useCookie";
import { enhancedSubmission } from "~/forms/enhanced-submission";
import { paths } from "~/routing/paths";
import type { NewsletterPopupSettings } from "~/shell/popups.server";
import { NewsletterForm } from "./NewsletterForm";
import { usePopupTurn } from "./PopupQueue";

/** waiting for the delay, then ready (queued behind other popups), open, closed. */
type Phase = "waiting" | "ready" | "open" | "closed";

/**
 * JavaScript only: opens `delaySeconds` after a page view unless the shopper has answered before
 * (the popup's cookie is set then). Closing it without subscribing posts intent=dismiss, which
 * sets the cookie for the "no" lifetime; subscribing sets it for the "yes" lifetime.
 */
export function NewsletterPopup({ settings }: { settings: NewsletterPopupSettings }) {
  const { t } = useTranslation("popups");
  const storeView = useStoreView();
  const location = useLocation();
  const dismiss = useFetcher({ key: "newsletter-dismiss" });
  const dialog = useRef<HTMLDialogElement>(null);
  const answered = useRef(false);
  const [phase, setPhase] = useState<Phase>("waiting");
  const [subscribed, setSubscribed] = useState(false);
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

  useEffect(() => {
    const element = dialog.current;
    if (phase === "open" && element && !element.open) element.showModal();
  }, [phase]);

  const onSubscribed = useCallback(() => {
    answered.current = true;
    setSubscribed(true);
  }, []);

  function onClose() {
    setPhase("closed");
    if (answered.current) return;
    answered.current = true;
    dismiss.submit(enhancedSubmission({ intent: "dismiss", returnTo: `${location.pathname}${location.search}` }), {
      method: "post",
      action: paths.newsletter(storeView),
    });
  }

  if (phase !== "open") return null;
  return (
    <dialog
      ref={dialog}
      className="popup newsletter-popup"
      aria-labelledby="newsletter-popup-title"
      aria-describedby="newsletter-popup-text"
      onClose={onClose}
    >
      <h2 id="newsletter-popup-title">{t("newsletter.popupTitle")}</h2>
      <p id="newsletter-popup-text">{t("newsletter.intro")}</p>
      {settings.discount ? <p className="newsletter__discount">{settings.discount}</p> : null}
      <NewsletterForm
        id="newsletter-popup"
        firstname={settings.firstname}
        gender={settings.gender}
        onSubscribed={onSubscribed}
      />
      <button type="button" className="button button--secondary popup__close" onClick={() => dialog.current?.close()}>
        {subscribed ? t("popup.close") : t("newsletter.noThanks")}
      </button>
    </dialog>
  );
}
