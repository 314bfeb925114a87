import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CustomsWarningSettings } from "~/shell/popups.server";

/** Once per browser session; pure UI state, so sessionStorage is enough. */
const SEEN_KEY = "pw_customs_warning_seen";

/** The message bar at the top of every page; the longer text opens in place, no JavaScript needed. */
export function CustomsWarningBar({ warning }: { warning: CustomsWarningSettings }) {
  const { t } = useTranslation("popups");
  return (
    <aside className="customs-warning" aria-label={t("customs.label")} data-testid="customs-warning">
      <p className="customs-warning__message">{warning.message}</p>
      {warning.details ? (
        <details className="customs-warning__details">
          <summary>{t("customs.more")}</summary>
          <p>{warning.details}</p>
        </details>
      ) : null}
    </aside>
  );
}

function firstTimeThisSession(): boolean {
  try {
    if (window.sessionStorage.getItem(SEEN_KEY)) return false;
    window.sessionStorage.setItem(SEEN_KEY, "1");
    return true;
  } catch {
    // No storage (privacy mode): the bar still says it all; do not risk opening on every page.
    return false;
  }
}

/** With JavaScript, the same warning as a popup with an OK button, once per session. */
export function CustomsWarningPopup({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation("popups");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open && firstTimeThisSession()) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="popup customs-popup" aria-labelledby="customs-popup-title" aria-describedby="customs-popup-text">
      <h2 id="customs-popup-title">{title}</h2>
      <p id="customs-popup-text">{text}</p>
      <form method="dialog">
        <button type="submit" className="button button--primary">
          {t("customs.ok")}
        </button>
      </form>
    </dialog>
  );
}
