import { useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { PreferencesForm } from "./PreferencesForm";

/**
 * The header's store and currency selector. Without JavaScript it is a disclosure (<details>) with
 * the form inside, posting straight from the header; with JavaScript the same summary opens the form
 * as a popup dialog instead.
 */
export function StorePreferences({ storeName, currency }: { storeName: string; currency: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <>
      <details className="store-preferences">
        <summary
          data-testid="store-preferences"
          onClick={(event) => {
            if (typeof dialog.current?.showModal !== "function") return;
            event.preventDefault();
            dialog.current.showModal();
          }}
        >
          {/* A phone shows the currency after a globe, keeping the header to two rows. */}
          <span className="store-preferences__name">{storeName} · </span>
          {currency}
          <span className="visually-hidden">{t("preferences.changeHint")}</span>
        </summary>
        <div className="store-preferences__panel">
          <PreferencesForm returnTo={returnTo} idPrefix="preferences-header" />
        </div>
      </details>
      <dialog ref={dialog} className="popup" aria-labelledby="preferences-dialog-title">
        <h2 id="preferences-dialog-title">{t("preferences.title")}</h2>
        <PreferencesForm returnTo={returnTo} idPrefix="preferences-popup" onSubmit={() => dialog.current?.close()} />
        <form method="dialog">
          <button type="submit" className="link-button popup__close">
            {t("popup.close")}
          </button>
        </form>
      </dialog>
    </>
  );
}
