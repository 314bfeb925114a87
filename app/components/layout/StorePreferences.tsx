import { Link, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { storePath, type StoreView } from "~/i18n/store-views";
import { PreferencesForm } from "./PreferencesForm";

/**
 * The header's store and currency control: a link to the preferences page that, with JavaScript,
 * opens the same form in a dialog instead.
 */
export function StorePreferences({ storeView, storeName, currency }: { storeView: StoreView; storeName: string; currency: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <>
      <Link
        to={`${storePath(storeView, "/preferences")}?returnTo=${encodeURIComponent(returnTo)}`}
        className="store-preferences"
        data-testid="store-preferences"
        aria-label={t("preferences.open", { store: storeName, currency })}
        onClick={(event) => {
          if (!dialog.current?.showModal) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {storeName} · {currency}
      </Link>
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
