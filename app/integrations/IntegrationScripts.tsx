import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { readCookie } from "~/components/ui/useCookie";
import type { CookieConsentActionData } from "~/components/popups/CookieConsentForm";
import type { ActiveIntegration } from "./active";

/**
 * Loads the third-party tags this store switched on (already filtered for bots), in the browser and
 * only once the shopper's consent is "all": from the consent cookie, or from the banner's answer on
 * this very page. Nothing is in the HTML, so cached pages are the same for everyone. The loaders'
 * addresses come in a module of their own, fetched only then: most pages load none.
 */
export function IntegrationScripts({
  active,
  consentCookieName,
}: {
  active: readonly ActiveIntegration[];
  consentCookieName: string;
}) {
  const answer = useFetcher<CookieConsentActionData>({ key: "cookie-consent" });
  const consent = answer.data?.consent;
  useEffect(() => {
    if (!active.length) return;
    if ((consent ?? readCookie(consentCookieName)) !== "all") return;
    void import("./loaders").then(({ integrationLoaders }) => {
      for (const loader of integrationLoaders(active)) {
        if (document.querySelector(`[data-integration="${loader.name}"]`)) continue;
        const element =
          loader.kind === "script" ? Object.assign(document.createElement("script"), { async: true }) : new Image(1, 1);
        element.src = loader.src;
        element.dataset.integration = loader.name;
        if (loader.kind === "script") document.head.appendChild(element);
      }
    });
  }, [active, consent, consentCookieName]);
  return null;
}
