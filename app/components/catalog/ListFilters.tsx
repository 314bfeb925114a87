import { Form, useSubmit } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { FACETS } from "~/commerce/catalog/list-query";
import type { Facet, FacetOption, Listing } from "~/commerce/catalog/listing";
import { useHydrated } from "~/components/ui/useHydrated";
import { LIST_RESULTS_ID } from "./listing-links";
import { usePriceLabel } from "./usePriceLabel";

/** A facet lists this many options; the rest wait behind "Show all". */
export const FACET_OPTIONS_SHOWN = 6;

const paramOf = (code: Facet["code"]) => FACETS.find((facet) => facet.code === code)?.param ?? code;

/**
 * The filters panel: one GET form over the list's address, so every filtered list is a link. It
 * keeps the search text, sort and display mode (hidden fields) and drops the page (a new filter
 * starts at page 1). Without JavaScript "Apply filters" submits; with it each tick submits at once
 * and the list updates in place. On a phone the panel is a full-height drawer: a `:target` panel
 * without JavaScript, a toggled one with it (a submit must not close it after each tick).
 */
export function ListFilters({ listing, action }: { listing: Listing; action: string }) {
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  const priceLabel = usePriceLabel(listing.currency);
  const { query, facets } = listing;
  const appliedCount = listing.applied.length;
  if (!facets.length && !appliedCount) return null;
  const toggleLabel = appliedCount ? t("filters.toggleCount", { count: appliedCount }) : t("filters.toggle");

  function onChange(event: FormEvent<HTMLFormElement>) {
    // Quick successive ticks replace one another in the history: Back leaves the list, not a tick.
    submit(event.currentTarget, { preventScrollReset: true, replace: true });
  }

  const labelOf = (facet: Facet, option: FacetOption) =>
    facet.code === "price" && option.range ? priceLabel(option.range) : option.label;

  const optionInput = (facet: Facet, option: FacetOption) => (
    <li key={option.value}>
      <label className="facet__option">
        <input
          type={facet.multiple ? "checkbox" : "radio"}
          name={paramOf(facet.code)}
          value={option.value}
          defaultChecked={option.selected}
        />
        <span className="facet__label">{labelOf(facet, option)}</span>
        <span className="facet__count">
          <span className="visually-hidden">(</span>
          {option.count}
          <span className="visually-hidden">)</span>
        </span>
      </label>
    </li>
  );

  return (
    <div className={`list-filters${open ? " list-filters--open" : ""}`}>
      {hydrated ? (
        <button
          type="button"
          className="button button--secondary list-filters__toggle"
          aria-expanded={open}
          aria-controls="list-filters"
          onClick={() => setOpen(!open)}
        >
          {toggleLabel}
        </button>
      ) : (
        <a id="list-filters-toggle" className="button button--secondary list-filters__toggle" href="#list-filters">
          {toggleLabel}
        </a>
      )}
      <div id="list-filters" className="list-filters__panel" aria-label={t("filters.heading")} role="region">
        <div className="list-filters__head">
          <h2>{t("filters.heading")}</h2>
          {hydrated ? (
            <button type="button" className="list-filters__close" onClick={() => setOpen(false)}>
              {t("filters.close")}
            </button>
          ) : (
            <a className="list-filters__close" href="#list-filters-toggle">
              {t("filters.close")}
            </a>
          )}
        </div>
        {/* The form is keyed by the address: a list changed by a chip or a link shows its own ticks.
            Autocomplete off: Back must not tick again what a later page applied, over a list without it. */}
        <Form
          discover="none"
          key={JSON.stringify(query.filters)}
          method="get"
          // Without JavaScript "Apply filters" reloads the page: it lands on the results, not the top.
          action={hydrated ? action : `${action}#${LIST_RESULTS_ID}`}
          className="list-filters__form"
          autoComplete="off"
          onChange={hydrated ? onChange : undefined}
          preventScrollReset
        >
          {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
          {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {query.mode !== "grid" ? <input type="hidden" name="mode" value={query.mode} /> : null}
          {facets.map((facet) => {
            const first = facet.options.slice(0, FACET_OPTIONS_SHOWN);
            const rest = facet.options.slice(FACET_OPTIONS_SHOWN);
            return (
              <fieldset key={facet.code} className="facet">
                <legend className="facet__legend">{facet.label}</legend>
                <ul className="facet__options">{first.map((option) => optionInput(facet, option))}</ul>
                {rest.length ? (
                  <details className="facet__more" open={rest.some((option) => option.selected)}>
                    <summary>{t("filters.showAll", { count: facet.options.length })}</summary>
                    <ul className="facet__options">{rest.map((option) => optionInput(facet, option))}</ul>
                  </details>
                ) : null}
              </fieldset>
            );
          })}
          <div className="list-filters__actions">
            {hydrated ? (
              <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
                {t("filters.showResults", { count: listing.products.totalCount })}
              </button>
            ) : (
              <button type="submit" className="button button--primary">
                {t("filters.apply")}
              </button>
            )}
          </div>
        </Form>
      </div>
    </div>
  );
}
