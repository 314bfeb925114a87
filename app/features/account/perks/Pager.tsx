// Previous / next links between pages of a list (plain links: no JavaScript needed, `?page=N`).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation("perks");
  if (totalPages <= 1) return null;
  return (
    <nav className="perks-pager" aria-label={t("common.pager")}>
      {page > 1 ? (
        <Link className="button button--secondary" to={`?page=${page - 1}`} rel="prev">
          {t("common.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="perks-pager__current" aria-current="page">
        {t("common.pageOf", { page, total: totalPages })}
      </span>
      {page < totalPages ? (
        <Link className="button button--secondary" to={`?page=${page + 1}`} rel="next">
          {t("common.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
