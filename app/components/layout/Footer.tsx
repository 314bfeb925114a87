import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NewsletterSignup } from "~/components/popups/NewsletterSignup";
import { paths } from "~/routing/paths";
import { useStoreView } from "./useStoreView";

/** The footer: newsletter, the customer service and legal pages (CMS pages, per store's address), the store. */
export function Footer({ storeName }: { storeName: string }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const groups = [
    {
      id: "footer-service",
      heading: t("footer.customerService"),
      links: [
        { to: paths.delivery(storeView), label: t("footer.delivery") },
        { to: paths.returns(storeView), label: t("footer.returns") },
        { to: paths.contact(storeView), label: t("footer.contact") },
      ],
    },
    {
      id: "footer-legal",
      heading: t("footer.legal"),
      links: [
        { to: paths.terms(storeView), label: t("footer.terms") },
        { to: paths.privacy(storeView), label: t("footer.privacy") },
        // The cookie banner promises the choice can be changed; this is where.
        { to: paths.cookieConsent(storeView), label: t("footer.cookiePreferences") },
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <NewsletterSignup />
      <div className="site-footer__groups">
        {groups.map((group) => (
          <nav key={group.id} className="site-footer__group" aria-labelledby={group.id}>
            <h2 id={group.id}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__base">
        {storeName ? <p>{t("footer.store", { store: storeName })}</p> : null}
        <p>{t("footer.copyright", { year: 2026 })}</p>
      </div>
    </footer>
  );
}
