// The review form of a verified buyer (the product page's ReviewForm shows it): nickname (the first
// name to start with), summary, a rating of 1 to 5 stars (radios, usable without JavaScript) and the
// text. With JavaScript a fetcher posts it and SPEC §4's "submitted, awaiting moderation" takes the
// form's place, focused; without it a plain post ends in a 303 back to the reviews, where the
// loader gives the page the same answer (review-received.server.ts). Few shoppers are verified buyers of the product
// they look at: the browser loads this module only for them (ReviewForm.tsx).
import { getFormProps, getInputProps, getTextareaProps, useForm } from "~/components/ui/forms/form-wiring";
import { productReview as productReviewConstraints } from "~/forms/constraints/productReview";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useColon } from "~/i18n/colon";
import type { ReviewSection } from "./reviews";
import { useStoreView } from "~/components/layout/useStoreView";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import { ErrorList, errorIdFor, FormErrors, useErrorText } from "~/components/ui/forms/ErrorList";
import { useAnswerFocus } from "~/components/ui/forms/answerFocus";
import { useHydrated } from "~/components/ui/useHydrated";
import { Field, TextareaField } from "~/components/ui/forms/Field";
import { REVIEW_FIELD_LIMITS, REVIEW_INTENT, REVIEW_STARS, type ReviewAnswer } from "./product-review.fields";
import { paths } from "~/routing/paths";

const ERROR_OPTIONS = {
  min: REVIEW_FIELD_LIMITS.textMin,
  max: REVIEW_FIELD_LIMITS.text,
} as const;

function StarChoice({
  name,
  initial,
  errors,
  formId,
}: {
  name: string;
  initial: string | undefined;
  errors: string[] | undefined;
  formId: string;
}) {
  const { t } = useTranslation("reviews");
  const colon = useColon();
  const errorId = errorIdFor(`${formId}-rating`);
  const invalid = Boolean(errors?.length);
  const focus = useAnswerFocus(invalid);
  return (
    <fieldset
      {...(focus.autoFocus ? { tabIndex: -1, ...focus } : {})}
      className="star-choice"
      role="radiogroup"
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="star-choice__legend">{t("form.rating")}</legend>
      {/* The error under the question, above the stars: a refused post lands on it with the group. */}
      <ErrorList id={errorId} errors={errors} />
      <div className="star-choice__options">
        {REVIEW_STARS.map((value) => {
          const stars = Number(value);
          const id = `${formId}-rating-${value}`;
          return (
            <span className="star-choice__option" key={value}>
              <input
                type="radio"
                id={id}
                name={name}
                value={value}
                defaultChecked={initial === value}
                className="star-choice__input"
              />
              <label htmlFor={id} className="star-choice__label">
                <span
                  className="star-choice__stars star-bar"
                  aria-hidden="true"
                  style={{ "--stars": stars } as React.CSSProperties}
                />
                <span className="star-choice__words">
                  <span className="visually-hidden">
                    {t("form.star", { count: stars })}
                    {colon}
                  </span>
                  {t(`form.starWord.${value}`)}
                </span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}

export default function BuyerReviewForm({
  section,
  answer,
}: {
  section: ReviewSection;
  answer: ReviewAnswer | null | undefined;
}) {
  const { t } = useTranslation("reviews");
  const errorText = useErrorText("reviews", "form.errors", ERROR_OPTIONS);
  const storeView = useStoreView();
  const fetcher = useFetcher<{ review?: ReviewAnswer }>();
  const latest = fetcher.data?.review ?? answer;
  // "Write another" clears the thank-you of the post it was given for.
  const [dismissed, setDismissed] = useState<ReviewAnswer | null>(null);
  // The submit button the shopper pressed is gone with the form: the thank-you takes the focus.
  const thanks = useRef<HTMLDivElement>(null);
  const placed = fetcher.data?.review?.submitted ? fetcher.data.review : null;
  useEffect(() => {
    if (placed) thanks.current?.focus();
  }, [placed]);
  // Only a running page can bring the form back in place; without JavaScript the next visit has it.
  const hydrated = useHydrated(Boolean(latest?.submitted));
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: "product-review",
    lastResult: latest?.result,
    constraint: productReviewConstraints,
    defaultValue: { nickname: section.nickname },
  });
  if (latest?.submitted && dismissed !== latest) {
    return (
      <aside className="product-reviews__write" aria-labelledby="review-form-heading">
        <h3 id="review-form-heading">{t("form.heading")}</h3>
        <div
          ref={thanks}
          tabIndex={-1}
          className="notice notice--success review-thanks"
          role="status"
          data-testid="review-submitted"
        >
          <p>{t("form.submitted")}</p>
          <p>{t("form.moderation")}</p>
          <p className="review-thanks__actions">
            {section.accountReviews === false ? null : (
              <Link to={paths.account.reviews(storeView)}>{t("form.myReviews")}</Link>
            )}
            {hydrated ? (
              <button type="button" className="link-button" onClick={() => setDismissed(latest)}>
                {t("form.another")}
              </button>
            ) : null}
          </p>
        </div>
      </aside>
    );
  }
  // Folded until wanted (a phone reads the reviews first), open again when a post came back with errors.
  return (
    <details className="product-reviews__write review-write" open={Boolean(latest) || undefined}>
      <summary className="review-write__toggle">
        <h3 id="review-form-heading">{t("form.heading")}</h3>
      </summary>
      <p className="review-form__intro">{t("form.intro")}</p>
      <fetcher.Form method="post" {...getFormProps(form)} className="review-form" aria-busy={busy} preventScrollReset>
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        <EnhancedSubmissionMarker />
        <FormErrors id={form.errorId} errors={form.errors} />
        <StarChoice
          name={fields.rating.name}
          formId={form.id}
          initial={typeof fields.rating.initialValue === "string" ? fields.rating.initialValue : undefined}
          errors={errorText(fields.rating.errors)}
        />
        <Field
          className="field review-form__field"
          label={t("form.nickname")}
          inputProps={{
            ...getInputProps(fields.nickname, { type: "text" }),
            autoComplete: "nickname",
            maxLength: REVIEW_FIELD_LIMITS.nickname,
          }}
          errors={errorText(fields.nickname.errors)}
        />
        <Field
          className="field review-form__field"
          label={t("form.summary")}
          inputProps={{ ...getInputProps(fields.summary, { type: "text" }), maxLength: REVIEW_FIELD_LIMITS.summary }}
          errors={errorText(fields.summary.errors)}
        />
        <TextareaField
          className="field review-form__field"
          label={t("form.text")}
          textareaProps={{
            ...getTextareaProps(fields.text),
            rows: 5,
            maxLength: REVIEW_FIELD_LIMITS.text,
            placeholder: t("form.textHint", { min: REVIEW_FIELD_LIMITS.textMin }),
          }}
          errors={errorText(fields.text.errors)}
        />
        <button type="submit" className="button button--primary review-form__submit" disabled={busy}>
          {busy ? t("form.submitting") : t("form.submit")}
        </button>
      </fetcher.Form>
    </details>
  );
}
