// The click-and-collect finder: a GET search by town or postcode, the points
// nearest first as radio cards, the collector's name and mobile number, and one POST that saves the
// chosen point as the delivery address. With JavaScript the search is a client navigation: the list
// changes in place, the address keeps ?q= in step and what was typed in the collector's fields stays.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { collect as collectConstraints } from "~/forms/constraints/collect";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { CollectionPointView, CollectorDefaults } from "~/features/checkout/collect/collection-points";
import { useStoreView } from "~/components/layout/useStoreView";
import { ErrorList, FormErrors, errorIdFor, useErrorText } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { COLLECT_INTENT, MAX_SEARCH_LENGTH } from "~/features/checkout/collect/collect.fields";
import { paths } from "~/routing/paths";
import { CollectionPointCard } from "./CollectionPointCard";
import { countryName } from "./format";

export interface FinderProps {
  q: string;
  searchError: "required" | "tooLong" | "unavailable" | null;
  searched: boolean;
  points: CollectionPointView[];
  country: string;
  collector: CollectorDefaults;
  currentCode: string | null;
  lastResult?: SubmissionResult<string[]>;
}

export function CollectionFinder({
  q,
  searchError,
  searched,
  points,
  country,
  collector,
  currentCode,
  lastResult,
}: FinderProps) {
  const { t } = useTranslation("collect");
  const storeView = useStoreView();
  const errorText = useErrorText("collect", "errors");
  const navigation = useNavigation();
  const finderPath = paths.checkout.collect(storeView);
  const searching = navigation.state === "loading" && navigation.formMethod === "GET";
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "collect",
    lastResult,
    constraint: collectConstraints,
    defaultValue: { ...collector, pointCode: currentCode ?? undefined },
  });
  const chosenCode = (fields.pointCode.initialValue as string | undefined) ?? currentCode;
  const pointErrors = errorText(fields.pointCode.errors);
  const searchErrorText = searchError
    ? searchError === "unavailable"
      ? t("errors.unavailable")
      : t(searchError === "required" ? "errors.searchRequired" : "errors.searchTooLong", { max: MAX_SEARCH_LENGTH })
    : null;

  return (
    <div className="collect">
      <header className="collect__header">
        <h1>{t("heading")}</h1>
        <p className="collect__intro">{t("intro")}</p>
        <Link to={paths.checkout.delivery(storeView)} className="collect__home-delivery">
          {t("homeDelivery")}
        </Link>
      </header>

      <Form method="get" action={finderPath} replace preventScrollReset className="collect-search" role="search">
        <div className="field collect-search__field">
          <label htmlFor="collect-q">{t("search.label")}</label>
          <div className="collect-search__row">
            <input
              id="collect-q"
              name="q"
              type="search"
              defaultValue={q}
              key={q}
              maxLength={MAX_SEARCH_LENGTH * 2}
              autoComplete="postal-code"
              placeholder={t("search.placeholder")}
              aria-invalid={searchErrorText ? true : undefined}
              aria-describedby={searchErrorText ? errorIdFor("collect-q") : undefined}
            />
            <button type="submit" className="button button--secondary" disabled={searching}>
              {searching ? t("search.submitting") : t("search.submit")}
            </button>
          </div>
          <ErrorList id={errorIdFor("collect-q")} errors={searchErrorText ? [searchErrorText] : null} />
        </div>
      </Form>

      <Form
        method="post"
        action={`${finderPath}?q=${encodeURIComponent(q)}`}
        {...getFormProps(form)}
        className="collect-choose"
        aria-busy={saving || searching}
      >
        <input type="hidden" name="intent" value={COLLECT_INTENT} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <section className="collect-results" aria-live="polite" aria-busy={searching}>
          {!searched ? (
            <p className="collect-results__start">{t("start")}</p>
          ) : points.length === 0 ? (
            searchError ? null : (
              <div className="collect-results__none" role="status">
                <h2>{t("noResults.heading", { q })}</h2>
                <p>{t("noResults.text", { country: countryName(country, storeView.locale) })}</p>
                <p>{t("noResults.examples", { examples: t("examples") })}</p>
              </div>
            )
          ) : (
            <fieldset className="collect-results__list">
              <legend>
                <h2>{t("results.heading", { count: points.length, q })}</h2>
              </legend>
              <ErrorList id={errorIdFor(fields.pointCode.id)} errors={pointErrors} />
              <ol className="collect-points">
                {points.map((point) => (
                  <CollectionPointCard
                    key={point.code}
                    point={point}
                    storeView={storeView}
                    name={fields.pointCode.name}
                    defaultChecked={chosenCode === point.code}
                    isCurrent={currentCode === point.code}
                    invalid={Boolean(pointErrors?.length)}
                    describedBy={pointErrors?.length ? errorIdFor(fields.pointCode.id) : undefined}
                  />
                ))}
              </ol>
            </fieldset>
          )}
        </section>

        {points.length > 0 ? (
          <fieldset className="collect-collector">
            <legend>
              <h2>{t("collector.legend")}</h2>
            </legend>
            <p id={`${fields.telephone.id}-hint`} className="collect-collector__hint">
              {t("collector.hint")}
            </p>
            <div className="collect-collector__names">
              <Field
                label={t("collector.firstname")}
                inputProps={{ ...getInputProps(fields.firstname, { type: "text" }), autoComplete: "given-name" }}
                errors={errorText(fields.firstname.errors)}
              />
              <Field
                label={t("collector.lastname")}
                inputProps={{ ...getInputProps(fields.lastname, { type: "text" }), autoComplete: "family-name" }}
                errors={errorText(fields.lastname.errors)}
              />
            </div>
            <Field
              label={t("collector.telephone")}
              inputProps={{
                ...getInputProps(fields.telephone, { type: "tel" }),
                autoComplete: "tel",
                inputMode: "tel",
              }}
              errors={errorText(fields.telephone.errors)}
              hintId={`${fields.telephone.id}-hint`}
            />
            <button type="submit" className="button button--primary collect-choose__submit" disabled={saving}>
              {saving ? t("submitting") : t("submit")}
            </button>
          </fieldset>
        ) : null}
      </Form>
    </div>
  );
}
