// The header's store and currency choice as a popup dialog (StorePreferences opens it): its code comes
// with the shopper's first click on the header's summary, not with every page.
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { PreferencesForm } from "./PreferencesForm";

/** Opens as a modal each time `opened` counts up. */
export default function PreferencesDialog({ opened, returnTo }: { opened: number; returnTo: string }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (opened && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [opened]);
  return (
    <dialog ref={dialog} className="popup" aria-labelledby="preferences-dialog-title">
      <h2 id="preferences-dialog-title">{t("preferences.title")}</h2>
      <PreferencesForm returnTo={returnTo} idPrefix="preferences-popup" onSubmit={() => dialog.current?.close()} />
      <form method="dialog">
        <button type="submit" className="link-button popup__close">
          {t("popup.close")}
        </button>
      </form>
    </dialog>
  );
}
