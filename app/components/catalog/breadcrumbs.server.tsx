// The trail above a category or product page, rendered on the server only as a static part
// (app/components/ui/static-part.tsx): Breadcrumbs.tsx puts it in its <nav>. The same trail goes to
// search engines as a BreadcrumbList (absolute URLs from the configured origin).
import type { AppLoadContext } from "@remix-run/node";
import { isSpeedTestAgent } from "~/bots";
import { breadcrumbJsonLd } from "~/commerce/catalog/search";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { categoryPath } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import { staticPart } from "~/shell/static-part.server";

export const BREADCRUMBS_KEY = "breadcrumbs";

export interface Crumb {
  name: string;
  /** A site path ("/protein", "/de/protein"); null: shown as plain text. */
  path: string | null;
}

/**
 * Inside nav.breadcrumbs: the store's home first, the categories above the page (their url_path
 * within the store; none: plain text), the current page last, and the JSON-LD.
 */
export function breadcrumbsPart(
  context: AppLoadContext,
  request: Request,
  categories: { name: string; urlPath: string | null }[],
  current: string,
): StaticPartHtml {
  const { shop } = context;
  const items: Crumb[] = [
    { name: shop.t("header.menuHome"), path: paths.home(shop.storeView) },
    ...categories.map((crumb) => ({
      name: crumb.name,
      path: crumb.urlPath ? categoryPath(shop.storeView, crumb.urlPath) : null,
    })),
  ];
  // Speed-test agents get pages without any script element (lean pages); crawlers get the JSON-LD.
  const lean = isSpeedTestAgent(request.headers.get("user-agent"));
  return staticPart(
    context,
    BREADCRUMBS_KEY,
    <>
      <ol>
        {items.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`}>{crumb.path ? <a href={crumb.path}>{crumb.name}</a> : crumb.name}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
      {lean ? null : (
        <script
          type="application/ld+json"
          // The JSON escapes "<", ">" and "&", so no name can close this element early.
          dangerouslySetInnerHTML={{
            __html: breadcrumbJsonLd(context.config.publicUrl, [...items, { name: current, path: null }]),
          }}
        />
      )}
    </>,
  );
}
