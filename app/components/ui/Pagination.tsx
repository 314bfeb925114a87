import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

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
  const pages = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} rel="prev">
          {t("pagination.previous")}
        </Link>
      ) : null}
      <ol>
        {pages.map((page) => (
          <li key={page}>
            {page === current ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link to={hrefFor(page)} aria-label={t("pagination.page", { page })}>
                {page}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {current < total ? (
        <Link to={hrefFor(current + 1)} rel="next">
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
