import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from "~/components/ui/forms/form-wiring";
import { newsletter as newsletterConstraints } from "~/forms/constraints/newsletter";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useStoreView } from "~/components/layout/useStoreView";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { Field, SelectField } from "~/components/ui/forms/Field";
import { GENDERS } from "~/forms/newsletter.fields";
import { paths } from "~/routing/paths";

export interface NewsletterOutcome {
  type: "success" | "error";
  /** the whole answer in one sentence (the message a page shows without JavaScript) */
  text: string;
  /** a success's thanks, shown above the welcome code */
  thanks?: string;
  /** a new subscriber's single-use welcome code, with the words around it */
  welcome?: { intro: string; code: string; note: string } | null;
}

interface NewsletterActionData {
  result?: SubmissionResult<string[]>;
  outcome?: NewsletterOutcome | null;
}

/**
 * Email (and, when the store asks for them, first name and gender) + Subscribe. Without JavaScript
 * it posts to <store>/newsletter and the next page shows the answer; with it, a fetcher posts the
 * same form and the answer appears here, in a live region.
 */
export function NewsletterForm({
  id,
  lastResult,
  outcome,
  firstname = false,
  gender = false,
  onSubscribed,
}: {
  /** Unique per page: the footer, the popup and the newsletter page each have their own form. */
  id: string;
  lastResult?: SubmissionResult<string[]>;
  outcome?: NewsletterOutcome | null;
  firstname?: boolean;
  gender?: boolean;
  /** Told the answer of a subscription made in place (with JavaScript). */
  onSubscribed?: (outcome: NewsletterOutcome) => void;
}) {
  const { t } = useTranslation("popups");
  const storeView = useStoreView();
  const location = useLocation();
  const errorText = useErrorText("popups", "newsletter.errors");
  const fetcher = useFetcher<NewsletterActionData>();
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    constraint: newsletterConstraints,
  });

  const answer = fetcher.state === "idle" && fetcher.data ? (fetcher.data.outcome ?? null) : (outcome ?? null);
  // A fetcher's answer (with JavaScript) is told once it has come: `answer` is then the fetcher's.
  useEffect(() => {
    if (fetcher.data && answer?.type === "success") onSubscribed?.(answer);
  }, [answer, fetcher.data, onSubscribed]);

  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={paths.newsletter(storeView)}
      {...getFormProps(form)}
      className="newsletter-form"
      aria-busy={busy}
    >
      <input type="hidden" name="intent" value="subscribe" />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <EnhancedSubmissionMarker />
      {firstname ? (
        <Field
          label={t("newsletter.firstname")}
          inputProps={{
            ...getInputProps(fields.firstname, { type: "text" }),
            key: fields.firstname.key,
            autoComplete: "given-name",
          }}
          errors={errorText(fields.firstname.errors)}
        />
      ) : null}
      {gender ? (
        <SelectField
          label={t("newsletter.gender")}
          selectProps={{ ...getSelectProps(fields.gender), key: fields.gender.key }}
          errors={errorText(fields.gender.errors)}
        >
          <option value="">{t("newsletter.genderChoose")}</option>
          {GENDERS.map((value) => (
            <option key={value} value={value}>
              {t(`customer.genders.${value}`, { ns: "common" })}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field
        className="field newsletter-form__email"
        label={t("newsletter.email")}
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          // A new key after a subscription (the answer resets the form): the field starts empty again.
          key: fields.email.key,
          autoComplete: "email",
          inputMode: "email",
        }}
        errors={errorText(fields.email.errors)}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t("newsletter.subscribing") : t("newsletter.subscribe")}
      </button>
      <div
        role="status"
        className={answer ? `newsletter-form__answer message message--${answer.type}` : "newsletter-form__answer"}
      >
        {answer?.welcome ? (
          <>
            <p>
              {answer.thanks} {answer.welcome.intro}
            </p>
            <p className="newsletter-code" data-testid="welcome-code">
              {answer.welcome.code}
            </p>
            <p>{answer.welcome.note}</p>
          </>
        ) : (
          answer?.text
        )}
      </div>
    </fetcher.Form>
  );
}
