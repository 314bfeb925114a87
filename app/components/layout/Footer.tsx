import { useTranslation } from "~/i18n/use-translation";
import { NewsletterSignup } from "~/components/popups/NewsletterSignup";
import { StaticPart, type StaticPartHtml } from "~/components/ui/static-part";

/** Without the shell's data (the backend away): what the links last showed in this browser. */
const LINKS_SHOWN_BEFORE: StaticPartHtml = { key: "footer-links", html: null };

/**
 * The footer: newsletter, the customer service and legal pages (at each store's addresses), the store.
 * In a checkout step (`focused`) the policies only: no newsletter to lead the shopper away. The
 * links are a static part made by the root loader (footer-links.server.tsx).
 */
export function Footer({
  storeName,
  links,
  focused = false,
}: {
  storeName: string;
  links: StaticPartHtml | null;
  focused?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <footer className={focused ? "site-footer site-footer--focused" : "site-footer"}>
      {focused ? null : <NewsletterSignup />}
      <StaticPart part={links ?? LINKS_SHOWN_BEFORE} className="site-footer__groups" />
      <div className="site-footer__base">
        {storeName ? <p>{t("footer.store", { store: storeName })}</p> : null}
        <p>{t("footer.copyright", { year: "2026" })}</p>
      </div>
    </footer>
  );
}
