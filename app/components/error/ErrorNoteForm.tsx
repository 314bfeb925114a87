import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { errorNote as errorNoteConstraints } from "~/forms/constraints/errorNote";
import { Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useStoreView } from "~/components/layout/useStoreView";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { TextareaField } from "~/components/ui/forms/Field";
import { paths } from "~/routing/paths";

interface NoteActionData {
  result?: SubmissionResult<string[]>;
  thanked?: boolean;
}

/**
 * The note shoppers may leave about a crash. Without JavaScript it posts to /error-feedback and a
 * thank-you page follows; with it, the same post runs in place: idle -> submitting -> thanked.
 */
export function ErrorNoteForm({
  traceId,
  timestamp,
  lastResult,
}: {
  traceId: string;
  timestamp?: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const fetcher = useFetcher<NoteActionData>();
  const errorText = useErrorText("common", "errorPage.errors");
  const [form, fields] = useForm({
    id: "error-note",
    lastResult: fetcher.data?.result ?? lastResult,
    constraint: errorNoteConstraints,
  });
  const home = paths.home(storeView);

  if (fetcher.data?.thanked) {
    return (
      <div className="error-page__thanks" role="status">
        <p>{t("errorPage.thanks")}</p>
        <Link to={home} reloadDocument>
          {t("errorPage.returnHome")}
        </Link>
      </div>
    );
  }

  const submitting = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={paths.errorFeedback(storeView)}
      {...getFormProps(form)}
      className="error-note"
      aria-busy={submitting}
    >
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="traceId" value={traceId} />
      {timestamp ? <input type="hidden" name="timestamp" value={timestamp} /> : null}
      <EnhancedSubmissionMarker />
      <TextareaField
        className="error-note__field"
        label={t("errorPage.noteLabel")}
        labelProps={{ className: "visually-hidden" }}
        textareaProps={{ ...getTextareaProps(fields.note), rows: 5, placeholder: t("errorPage.notePlaceholder") }}
        errors={errorText(fields.note.errors)}
      />
      <div className="error-note__actions">
        <Link to={home} reloadDocument>
          {t("errorPage.returnHome")}
        </Link>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? (
            <>
              <span className="spinner" aria-hidden="true" /> {t("errorPage.sending")}
            </>
          ) : (
            t("errorPage.submit")
          )}
        </button>
      </div>
    </fetcher.Form>
  );
}
