import { useTranslation } from "~/i18n/use-translation";
import { CookieConsentForm } from "./CookieConsentForm";

/**
 * The cookie question's banner: its words and the two answers (CookieConsentBanner decides when).
 * `checked`: the browser has read the consent cookie and found no answer; until then, with scripts,
 * the styles keep the banner hidden (app/shell/popups.css).
 */
export default function CookieConsentNotice({ text, checked }: { text: string | null | undefined; checked: boolean }) {
  const { t } = useTranslation("popups");
  return (
    <section
      className="cookie-consent"
      aria-labelledby="cookie-consent-title"
      data-testid="cookie-consent"
      data-checked={checked ? "" : undefined}
    >
      <h2 id="cookie-consent-title">{t("cookies.title")}</h2>
      <p>{text ?? t("cookies.text")}</p>
      <CookieConsentForm />
    </section>
  );
}
