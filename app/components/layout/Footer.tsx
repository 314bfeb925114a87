import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { NewsletterSignup } from "~/components/popups/NewsletterSignup";
import { storePath, type StoreView } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import { useStoreView } from "./useStoreView";

/**
 * The footer's link groups: each page's label is footer.<page>, its address paths.<page> (a screen)
 * or, for a CMS page the catch-all page shows, its url_key in the store's language
 * (footer.<page>UrlKey, the backend's cms_pages).
 */
const GROUPS = {
  customerService: ["delivery", "returns", "contact", "aboutUs"],
  // The cookie banner promises the choice can be changed: cookieConsent is where.
  legal: ["terms", "privacy", "cookiePolicy", "cookieConsent"],
} as const;

type FooterPage = (typeof GROUPS)[keyof typeof GROUPS][number];

const footerPath = (page: FooterPage, storeView: StoreView, t: (key: string) => string) =>
  page === "aboutUs" || page === "cookiePolicy"
    ? storePath(storeView, `/${t(`footer.${page}UrlKey`)}`)
    : paths[page](storeView);

/**
 * The footer: newsletter, the customer service and legal pages (at each store's addresses), the store.
 * In a checkout step (`focused`) the policies only: no newsletter to lead the shopper away.
 */
export function Footer({ storeName, focused = false }: { storeName: string; focused?: boolean }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  return (
    <footer className={focused ? "site-footer site-footer--focused" : "site-footer"}>
      {focused ? null : <NewsletterSignup />}
      <div className="site-footer__groups">
        {Object.entries(GROUPS).map(([group, pages]) => (
          <nav key={group} className="site-footer__group" aria-labelledby={`footer-${group}`}>
            <h2 id={`footer-${group}`}>{t(`footer.${group}`)}</h2>
            <ul>
              {pages.map((page) => (
                <li key={page}>
                  <Link to={footerPath(page, storeView, t)}>{t(`footer.${page}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__base">
        {storeName ? <p>{t("footer.store", { store: storeName })}</p> : null}
        <p>{t("footer.copyright", { year: "2026" })}</p>
      </div>
    </footer>
  );
}
