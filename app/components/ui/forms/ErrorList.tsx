import type { TOptions } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/ui/useHydrated";
import { useAnswerFocus } from "./answerFocus";

/** The id of a field's error list, the one its `aria-describedby` points at (Conform's `errorId` too). */
export function errorIdFor(fieldId: string): string {
  return `${fieldId}-error`;
}

/** A whole form's errors (a refusal that is no one field's), above its fields, announced when they come. */
export function FormErrors({ id, errors }: { id: string; errors?: readonly string[] | null }) {
  const shown = errors?.filter(Boolean) ?? [];
  const focus = useAnswerFocus(shown.length > 0);
  if (!shown.length) return null;
  return (
    <div id={id} className="notice notice--error" role="alert" tabIndex={-1} {...focus}>
      {shown.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** One line of an error summary: the field's id (its link's target) and its label. */
export interface ErrorSummaryItem {
  id: string;
  label: string;
  /** The field's errors in the shopper's words; a field without any is left out. */
  errors?: readonly string[] | null;
}

/**
 * The GOV.UK error summary at the top of a long form: "There is a problem" and a link to each field
 * that needs the shopper (the field's label; its own error stays next to it). Without JavaScript it
 * takes the answer's focus, so a refused post lands on it wherever the form is in the page. With
 * JavaScript the answer comes in place and the first invalid field takes the focus, as before: the
 * summary is the server's answer only.
 */
export function ErrorSummary({ id, items }: { id: string; items: readonly ErrorSummaryItem[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const invalid = items.filter((item) => item.errors?.some(Boolean));
  const focus = useAnswerFocus(invalid.length > 0);
  if (!invalid.length || hydrated) return null;
  return (
    <div id={id} className="error-summary" role="alert" aria-labelledby={`${id}-title`} tabIndex={-1} {...focus}>
      <h2 id={`${id}-title`} className="error-summary__title">
        {t("forms.errorSummary.title")}
      </h2>
      <p className="error-summary__intro">{t("forms.errorSummary.intro", { count: invalid.length })}</p>
      <ul className="error-summary__list">
        {invalid.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A field's errors, already in the shopper's words. `keepSpace` keeps the (empty) list in the page so
 * that an error that comes or goes does not move what is below it under the shopper's pointer.
 */
export function ErrorList({
  id,
  errors,
  keepSpace = false,
  className,
}: {
  id?: string;
  errors?: readonly string[] | null;
  keepSpace?: boolean;
  className?: string;
}) {
  const shown = errors?.filter(Boolean) ?? [];
  if (!shown.length && !keepSpace) return null;
  return (
    <ul id={id} className={className ? `field__error ${className}` : "field__error"}>
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/**
 * Schemas name their errors with translation keys ("quantityMax"); this turns them into the
 * shopper's words from one namespace and prefix: useErrorText("popups", "newsletter.errors").
 */
export function useErrorText(namespace: string, prefix: string, options?: TOptions) {
  const { t } = useTranslation(namespace);
  const optionsKey = JSON.stringify(options ?? {});
  return useCallback(
    (keys: readonly string[] | null | undefined): string[] | undefined =>
      keys?.length ? keys.map((key) => t(`${prefix}.${key}`, JSON.parse(optionsKey) as TOptions)) : undefined,
    [t, prefix, optionsKey],
  );
}
