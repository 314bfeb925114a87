import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useStoreView } from "~/components/layout/useStoreView";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import { CONSENT_CHOICES, type ConsentChoice } from "~/forms/cookie-consent.fields";
import { paths } from "~/routing/paths";

export interface CookieConsentActionData {
  consent?: ConsentChoice;
}

/**
 * The two answers as one form: the pressed button's value is the choice. Without JavaScript the
 * post redirects back; with it, a fetcher (shared by key with the banner) posts in place.
 */
export function CookieConsentForm({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation("popups");
  const storeView = useStoreView();
  const location = useLocation();
  const fetcher = useFetcher<CookieConsentActionData>({ key: "cookie-consent" });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={paths.cookieConsent(storeView)} className="cookie-consent__form">
      <input type="hidden" name="intent" value="cookie-consent" />
      <input type="hidden" name="returnTo" value={returnTo ?? `${location.pathname}${location.search}`} />
      <EnhancedSubmissionMarker />
      {CONSENT_CHOICES.map((choice) => (
        <button
          key={choice}
          type="submit"
          name="consent"
          value={choice}
          className={choice === "all" ? "button button--primary" : "button button--secondary"}
          disabled={busy}
        >
          {choice === "all" ? t("cookies.acceptAll") : t("cookies.onlyNecessary")}
        </button>
      ))}
    </fetcher.Form>
  );
}
