import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The page numbers a pager shows: the first, the last, the current one with `neighbours` either
 * side, and null for each gap ("…"). A gap of one page shows that page instead: an ellipsis that
 * hides a single number saves nothing.
 */
export function pageWindow(current: number, total: number, neighbours = 1): (number | null)[] {
  const shown = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const page of sorted) {
    const previous = pages.length ? pages[pages.length - 1] : null;
    if (previous !== null && previous !== undefined && page - previous === 2) pages.push(page - 1);
    else if (previous !== null && previous !== undefined && page - previous > 2) pages.push(null);
    pages.push(page);
  }
  return pages;
}

/** Plain page links (crawlable, no JS needed); `hrefFor` builds the URL of a page number. */
export function Pagination({
  current,
  total,
  hrefFor,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation("catalog");
  if (total <= 1) return null;
  // No rel=prev/next: search engines ignore them, and the canonical carries the page.
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} discover="none" className="pagination__step">
          <span aria-hidden="true">‹ </span>
          {t("pagination.previous")}
        </Link>
      ) : null}
      <ol>
        {pageWindow(current, total).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : page === current ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link to={hrefFor(page)} discover="none" aria-label={t("pagination.page", { page })}>
                {page}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {current < total ? (
        <Link to={hrefFor(current + 1)} discover="none" className="pagination__step">
          {t("pagination.next")}
          <span aria-hidden="true"> ›</span>
        </Link>
      ) : null}
    </nav>
  );
}
