// The message bar at the top of every page of a store that warns of customs charges, rendered on the
// server only as a static part (app/components/ui/static-part.tsx): it never changes in the
// browser. The root loader makes it (app/shell/shell.server.ts); SiteShell.tsx puts it in place.
import type { AppLoadContext } from "@remix-run/node";
import type { StaticPartHtml } from "~/components/ui/static-part";
import type { CustomsWarningSettings } from "~/shell/popups.server";
import { staticPart } from "~/shell/static-part.server";

export const CUSTOMS_WARNING_BAR_KEY = "customs-warning-bar";

/**
 * On a phone one line that opens in place to the whole message and its details (a disclosure: no
 * JavaScript needed); wider screens show the message whole with "More information" beside it.
 */
export function customsWarningBarPart(context: AppLoadContext, warning: CustomsWarningSettings): StaticPartHtml {
  const t = context.shop.tFor("popups");
  return staticPart(
    context,
    CUSTOMS_WARNING_BAR_KEY,
    <aside className="customs-warning" aria-label={t("customs.label")} data-testid="customs-warning">
      <details className="customs-warning__details">
        <summary>
          <span className="customs-warning__message">{warning.message}</span>
          <span className="customs-warning__more">{t("customs.more")}</span>
        </summary>
        {warning.details ? <p>{warning.details}</p> : null}
      </details>
    </aside>,
  );
}
