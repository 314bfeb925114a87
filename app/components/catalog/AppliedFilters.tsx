import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { buildListSearch, withoutFilter, withoutFilters } from "~/commerce/catalog/list-query";
import type { Listing } from "~/commerce/catalog/listing";
import { usePriceLabel } from "./usePriceLabel";

/** What is applied, as chips that remove one value each, and "Clear all": plain links, shareable. */
export function AppliedFilters({ listing, basePath }: { listing: Listing; basePath: string }) {
  const { t } = useTranslation("catalog");
  const priceLabel = usePriceLabel(listing.currency);
  if (!listing.applied.length) return null;
  const { query } = listing;
  return (
    <div className="applied-filters">
      <h2 className="visually-hidden">{t("filters.applied")}</h2>
      <ul>
        {listing.applied.map((filter) => {
          const label = filter.range ? priceLabel(filter.range) : filter.label;
          const text = t("filters.chip", { facet: filter.facetLabel, value: label });
          return (
            <li key={`${filter.code}:${filter.value}`}>
              <Link
                discover="none"
                className="chip"
                to={`${basePath}${buildListSearch(withoutFilter(query, filter.code, filter.value))}`}
                preventScrollReset
                aria-label={t("filters.remove", { filter: text })}
              >
                <span>{text}</span>
                <span className="chip__x" aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            discover="none"
            className="applied-filters__clear"
            to={`${basePath}${buildListSearch(withoutFilters(query))}`}
            preventScrollReset
          >
            {t("filters.clearAll")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
