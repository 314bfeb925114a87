import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { breadcrumbJsonLd } from "~/commerce/catalog/search";
import { useRootData } from "~/components/layout/useRootData";
import { useStoreView } from "~/components/layout/useStoreView";
import { paths } from "~/routing/paths";

export interface Crumb {
  name: string;
  /** A site path ("/protein", "/de/protein"); null: shown as plain text. */
  path: string | null;
}

/**
 * The trail above a category or product page: the store's home first, the current page last. The
 * same trail goes to search engines as a BreadcrumbList (absolute URLs from the configured origin).
 */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const root = useRootData();
  // Speed-test agents get pages without any script element (lean pages); crawlers get the JSON-LD.
  const origin = root && !root.lean ? root.origin : null;
  const items: Crumb[] = [{ name: t("header.menuHome"), path: paths.home(storeView) }, ...trail];
  return (
    <nav aria-label={t("catalog:breadcrumbs")} className="breadcrumbs">
      <ol>
        {items.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`}>{crumb.path ? <Link to={crumb.path}>{crumb.name}</Link> : crumb.name}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
      {origin ? (
        <script
          type="application/ld+json"
          // The JSON escapes "<", ">" and "&", so no name can close this element early.
          dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(origin, [...items, { name: current, path: null }]) }}
        />
      ) : null}
    </nav>
  );
}
