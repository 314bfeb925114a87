import { useTranslation } from "react-i18next";
import { NewsletterForm } from "./NewsletterForm";

/** The footer's newsletter block: always there, with or without JavaScript. */
export function NewsletterSignup() {
  const { t } = useTranslation("popups");
  return (
    <section className="newsletter-signup" aria-labelledby="newsletter-signup-heading">
      <h2 id="newsletter-signup-heading">{t("newsletter.footerHeading")}</h2>
      <p>{t("newsletter.intro")}</p>
      <NewsletterForm id="newsletter-footer" />
    </section>
  );
}
