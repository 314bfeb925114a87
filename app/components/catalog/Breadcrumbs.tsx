import { useTranslation } from "~/i18n/use-translation";
import { StaticPart, type StaticPartHtml } from "~/components/ui/static-part";

/**
 * The trail above a category or product page, with its BreadcrumbList for search engines: made by
 * the loader (breadcrumbs.server.tsx), the same on the server and in the browser.
 */
export function Breadcrumbs({ part }: { part: StaticPartHtml }) {
  const { t } = useTranslation();
  return <StaticPart part={part} as="nav" aria-label={t("catalog:breadcrumbs")} className="breadcrumbs" />;
}
