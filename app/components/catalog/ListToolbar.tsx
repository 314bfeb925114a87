import { Form, Link, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { buildListSearch, DISPLAY_MODES, FACETS, type DisplayMode } from "~/commerce/catalog/list-query";
import type { Listing } from "~/commerce/catalog/listing";
import { useHydrated } from "~/components/ui/useHydrated";
import { LIST_RESULTS_ID } from "./listing-links";

const paramName = (code: string) => FACETS.find((facet) => facet.code === code)?.param ?? code;

/**
 * The list's count ("Showing 19-36 of 49 products", "Showing product 49 of 49" for a last page of
 * one, "1 product" for a list of one), its sort and its display modes.
 */
export function ListToolbar({ listing, basePath }: { listing: Listing; basePath: string }) {
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { query, products, pageSize } = listing;
  const first = products.totalCount ? (products.currentPage - 1) * pageSize + 1 : 0;
  const last = Math.min(products.totalCount, first + products.products.length - 1);
  // A mode change keeps the page: the same products, shown another way.
  const modeHref = (mode: DisplayMode) => `${basePath}${buildListSearch({ ...query, mode, qTruncated: false })}`;
  return (
    <div className="list-toolbar">
      <p className="list-toolbar__count" role="status" data-testid="list-count">
        {products.totalCount <= products.products.length
          ? t("list.count", { count: products.totalCount })
          : first === last
            ? t("list.showingOne", { first, total: products.totalCount })
            : t("list.showing", { first, last, count: products.totalCount })}
      </p>
      {/* Without JavaScript a new sort reloads the page at the results, not at its top. The browser
          must not put back a sort chosen on a later page when Back returns here (autocomplete off):
          the box shows the order of the list the server sent. */}
      <Form
        discover="none"
        method="get"
        action={hydrated ? basePath : `${basePath}#${LIST_RESULTS_ID}`}
        className="list-sort"
        autoComplete="off"
        preventScrollReset
      >
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {Object.entries(query.filters).flatMap(([code, values]) =>
          (values ?? []).map((value) => (
            <input key={`${code}:${value}`} type="hidden" name={paramName(code)} value={value} />
          )),
        )}
        {query.mode !== "grid" ? <input type="hidden" name="mode" value={query.mode} /> : null}
        <label htmlFor="list-sort">{t("sort.label")}</label>
        <select
          id="list-sort"
          name="sort"
          defaultValue={listing.sort}
          key={listing.sort}
          onChange={
            hydrated
              ? (event) => event.currentTarget.form && submit(event.currentTarget.form, { preventScrollReset: true })
              : undefined
          }
        >
          {listing.sortOptions.map((key) => (
            <option key={key} value={key}>
              {t(`sort.${key}`)}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className="button button--secondary no-script-only">
            {t("sort.submit")}
          </button>
        )}
      </Form>
      <nav className="list-modes" aria-label={t("modes.label")}>
        {DISPLAY_MODES.map((mode) => (
          <Link
            discover="none"
            key={mode}
            to={modeHref(mode)}
            className={`list-modes__mode list-modes__mode--${mode}`}
            aria-current={mode === query.mode ? "true" : undefined}
            preventScrollReset
          >
            <span className="list-modes__icon" aria-hidden="true" />
            {t(`modes.${mode}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
