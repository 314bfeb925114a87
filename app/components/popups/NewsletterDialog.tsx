// The newsletter popup's dialog (NewsletterPopup decides when): its words, the form and "No thanks".
// Its code comes when the popup opens, not with every page. Closing it without subscribing posts
// intent=dismiss, which sets the popup's cookie for the "no" lifetime; subscribing sets it for the
// "yes" lifetime.
import { useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useStoreView } from "~/components/layout/useStoreView";
import { enhancedSubmission } from "~/forms/enhanced-submission";
import { paths } from "~/routing/paths";
import type { NewsletterPopupSettings } from "~/shell/popups.server";
import { NewsletterForm } from "./NewsletterForm";

/** Controls that take no typing or choosing: pressing one is not filling in a form. */
const PRESSED_INPUTS = new Set(["button", "submit", "reset", "image", "hidden"]);

/** The shopper is filling in a field of the page, or another popup is open. */
function shopperBusy(): boolean {
  if (document.querySelector("dialog[open]")) return true;
  const active = document.activeElement;
  if (active instanceof HTMLInputElement) return !PRESSED_INPUTS.has(active.type);
  return (
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement ||
    (active instanceof HTMLElement && active.isContentEditable)
  );
}

export default function NewsletterDialog({
  settings,
  onClosed,
}: {
  settings: NewsletterPopupSettings;
  onClosed: () => void;
}) {
  const { t } = useTranslation("popups");
  const storeView = useStoreView();
  const location = useLocation();
  const dismiss = useFetcher({ key: "newsletter-dismiss" });
  const dialog = useRef<HTMLDialogElement>(null);
  const answered = useRef(false);
  const [subscribed, setSubscribed] = useState(false);

  // Its turn has come, but it does not take the focus from a field the shopper is filling in, nor
  // open over another popup: it looks again each second until they are done.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const element = dialog.current;
      if (!element || element.open) return;
      if (shopperBusy()) timer = setTimeout(open, 1000);
      else element.showModal();
    };
    open();
    return () => clearTimeout(timer);
  }, []);

  const onSubscribed = useCallback(() => {
    answered.current = true;
    setSubscribed(true);
  }, []);

  function onClose() {
    onClosed();
    if (answered.current) return;
    answered.current = true;
    dismiss.submit(enhancedSubmission({ intent: "dismiss", returnTo: `${location.pathname}${location.search}` }), {
      method: "post",
      action: paths.newsletter(storeView),
    });
  }

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
