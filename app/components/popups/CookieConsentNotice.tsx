import { useTranslation } from "~/i18n/use-translation";
import { CookieConsentForm } from "./CookieConsentForm";

/** The cookie question's banner: its words and the two answers (CookieConsentBanner decides when). */
export default function CookieConsentNotice({ text }: { text: string | null | undefined }) {
  const { t } = useTranslation("popups");
  return (
    <section className="cookie-consent" aria-labelledby="cookie-consent-title" data-testid="cookie-consent">
      <h2 id="cookie-consent-title">{t("cookies.title")}</h2>
      <p>{text ?? t("cookies.text")}</p>
      <CookieConsentForm />
    </section>
  );
}
