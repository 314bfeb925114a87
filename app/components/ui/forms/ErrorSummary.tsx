// The GOV.UK error summary of a long form (see answerFocus.ts), in a module of its own so that only
// the pages with such a form load it.
import { useTranslation } from "~/i18n/use-translation";
import { useAnswerFocus } from "./answerFocus";

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
  const invalid = items.filter((item) => item.errors?.some(Boolean));
  // The answer's focus is the server's only, as is the summary: both or neither.
  const focus = useAnswerFocus(invalid.length > 0);
  if (!focus.autoFocus) return null;
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
