import { useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { PreferencesForm } from "./PreferencesForm";
import { useStoreView } from "./useStoreView";

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
  // A phone shows the store's country code ("GB · GBP") to keep the header to two rows.
  const country = useStoreView().locale.split("-")[1] ?? "";
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
          <span>
            <span className="store-preferences__name">{storeName}</span>
            {country ? <span className="store-preferences__country">{country}</span> : null} · {currency}
          </span>
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
