import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface Crumb {
  name: string;
  /** A site path ("/protein", "/de/protein"); null: shown as plain text. */
  path: string | null;
}

/**
 * The trail above a category or product page, the current page last. Issue 12 (part D) adds the
 * home link and the BreadcrumbList JSON-LD; pages only pass their trail.
 */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { t } = useTranslation("catalog");
  return (
    <nav aria-label={t("breadcrumbs")} className="breadcrumbs">
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`}>{crumb.path ? <Link to={crumb.path}>{crumb.name}</Link> : crumb.name}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
