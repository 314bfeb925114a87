import { useTranslation } from "~/i18n/use-translation";
import { useRootData } from "~/components/layout/useRootData";
import { NewsletterForm } from "./NewsletterForm";

/** The footer's newsletter block: always there, with or without JavaScript. */
export function NewsletterSignup() {
  const { t } = useTranslation("popups");
  // The same promise as the popup's, made only when the store gives the welcome code.
  const discount = useRootData()?.popups.newsletter.discount;
  return (
    <section className="newsletter-signup" aria-labelledby="newsletter-signup-heading">
      <h2 id="newsletter-signup-heading">{t("newsletter.footerHeading")}</h2>
      <p>{t("newsletter.intro")}</p>
      {discount ? <p className="newsletter__discount">{discount}</p> : null}
      <NewsletterForm id="newsletter-footer" />
    </section>
  );
}
