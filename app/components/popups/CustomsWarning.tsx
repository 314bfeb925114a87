import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CustomsWarningSettings } from "~/shell/popups.server";
import { usePopupTurn } from "./PopupQueue";

/**
 * Once per browser: the bar above the header says it on every page, so the popup need not come
 * back on the next visit (where it would take that visit's one popup from the newsletter).
 */
const SEEN_KEY = "pw_customs_warning_seen";

/**
 * The message bar at the top of every page. On a phone it is one line that opens in place to the
 * whole message and its details (a disclosure: no JavaScript needed); wider screens show the
 * message whole with "More information" beside it.
 */
export function CustomsWarningBar({ warning }: { warning: CustomsWarningSettings }) {
  const { t } = useTranslation("popups");
  return (
    <aside className="customs-warning" aria-label={t("customs.label")} data-testid="customs-warning">
      <details className="customs-warning__details">
        <summary>
          <span className="customs-warning__message">{warning.message}</span>
          <span className="customs-warning__more">{t("customs.more")}</span>
        </summary>
        {warning.details ? <p>{warning.details}</p> : null}
      </details>
    </aside>
  );
}

function seenBefore(): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) !== null;
  } catch {
    // No storage (privacy mode): the bar still says it all; do not risk opening on every page.
    return true;
  }
}

function markSeen() {
  try {
    window.localStorage.setItem(SEEN_KEY, "1");
  } catch {
    // Nothing to remember it in; seenBefore() already answers true then.
  }
}

/** With JavaScript, the same warning as a popup with an OK button, once per browser. */
export function CustomsWarningPopup({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation("popups");
  const dialog = useRef<HTMLDialogElement>(null);
  // Unknown until the browser's session storage is read; then waiting until seen and closed.
  const [wants, setWants] = useState(false);
  useEffect(() => setWants(!seenBefore()), []);
  const turn = usePopupTurn("customsWarning", wants);
  useEffect(() => {
    const element = dialog.current;
    if (!turn || !element || element.open) return;
    markSeen();
    element.showModal();
  }, [turn]);
  return (
    <dialog
      ref={dialog}
      className="popup customs-popup"
      aria-labelledby="customs-popup-title"
      aria-describedby="customs-popup-text"
      onClose={() => setWants(false)}
    >
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
