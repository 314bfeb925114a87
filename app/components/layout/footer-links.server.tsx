// The footer's link groups, rendered on the server only as a static part
// (app/components/ui/static-part.tsx): the customer service and legal pages at each store's
// addresses. The root loader makes it (app/shell/shell.server.ts); Footer.tsx puts it in place.
import type { AppLoadContext } from "@remix-run/node";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { storePath, type StoreView } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import { staticPart } from "~/shell/static-part.server";

export const FOOTER_LINKS_KEY = "footer-links";

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

/** Inside div.site-footer__groups. */
export function footerLinksPart(context: AppLoadContext): StaticPartHtml {
  const { t, storeView } = context.shop;
  return staticPart(
    context,
    FOOTER_LINKS_KEY,
    <>
      {Object.entries(GROUPS).map(([group, pages]) => (
        <nav key={group} className="site-footer__group" aria-labelledby={`footer-${group}`}>
          <h2 id={`footer-${group}`}>{t(`footer.${group}`)}</h2>
          <ul>
            {pages.map((page) => (
              <li key={page}>
                <a href={footerPath(page, storeView, t)}>{t(`footer.${page}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>,
  );
}
