// The footer's link groups, rendered on the server only as a static part
// (app/components/ui/static-part.tsx): the customer service and legal pages at each store's
// addresses. The root loader makes it (app/shell/shell.server.ts); Footer.tsx puts it in place.
import type { AppLoadContext } from "@remix-run/node";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { paths } from "~/routing/paths";
import { staticPart } from "~/shell/static-part.server";

export const FOOTER_LINKS_KEY = "footer-links";

/** The footer's link groups: each page's label is footer.<page>, its address paths.<page>. */
const GROUPS = {
  customerService: ["delivery", "returns", "contact"],
  // The cookie banner promises the choice can be changed: cookieConsent is where.
  legal: ["terms", "privacy", "cookieConsent"],
} as const;

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
                <a href={paths[page](storeView)}>{t(`footer.${page}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>,
  );
}
