import { useLocation } from "@remix-run/react";
import { Suspense, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { deferred } from "~/components/ui/deferred";
import { PreferencesForm } from "./PreferencesForm";

/** The popup's code comes with the first click (JavaScript only: the server never renders it). */
const PreferencesDialog = deferred("preferences-dialog", undefined, () => import("./PreferencesDialog"));

/**
 * The header's store and currency selector. Without JavaScript it is a disclosure (<details>) with
 * the form inside, posting straight from the header; with JavaScript the same summary opens the form
 * as a popup dialog instead.
 */
export function StorePreferences({ storeName, currency }: { storeName: string; currency: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  // How often the shopper asked for the dialog: it opens (again) on each.
  const [opened, setOpened] = useState(0);
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <>
      <details className="store-preferences">
        <summary
          data-testid="store-preferences"
          onClick={(event) => {
            if (typeof HTMLDialogElement === "undefined") return;
            event.preventDefault();
            setOpened((count) => count + 1);
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
      {opened ? (
        // Opened by a click, not by a navigation: a boundary of its own while the dialog's code comes.
        <Suspense fallback={null}>
          <PreferencesDialog opened={opened} returnTo={returnTo} />
        </Suspense>
      ) : null}
    </>
  );
}
