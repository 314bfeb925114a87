import { useTranslation } from "~/i18n/use-translation";
import type { CustomsWarningSettings } from "~/shell/popups.server";
import { deferred, DeferredBoundary } from "~/components/ui/deferred";
import { ServerCustomsWarningPopup } from "./customs-warning-popup.server";

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

const Popup = deferred("customs-popup", ServerCustomsWarningPopup, () => import("./CustomsWarningPopup"));

/** The popup (CustomsWarningPopup.tsx): its code comes only for a store that warns. */
export function CustomsWarningPopup(props: { title: string; text: string }) {
  return (
    <DeferredBoundary id="customs-popup">
      <Popup {...props} />
    </DeferredBoundary>
  );
}
