// "Send us a message": name, email, phone (optional) and the message. Without JavaScript it posts to
// the contact page and comes back to it with the thanks as a notice (a refusal re-renders the page
// with the errors beside the fields, a summary first and the input kept); with JavaScript a fetcher
// posts the same form and the thanks takes the form's place.
import { useFetcher } from "@remix-run/react";
import { useCallback } from "react";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "~/components/ui/forms/form-wiring";
import { contactUs as contactConstraints } from "~/forms/constraints/contactUs";
import { useTranslation } from "~/i18n/use-translation";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import { ErrorSummary } from "~/components/ui/forms/ErrorSummary";
import { FormErrors, useErrorText } from "~/components/ui/forms/ErrorList";
import { Field, TextareaField } from "~/components/ui/forms/Field";
import { CONTACT_INTENT, type ContactAnswer } from "./contact-form.fields";

export function ContactForm({
  action,
  prefill,
  answer,
}: {
  /** The contact page's address (the form posts to it). */
  action: string;
  /** A signed-in customer's name and email. */
  prefill: { name: string; email: string } | null;
  /** The post's answer when it came back without JavaScript (a refusal). */
  answer: ContactAnswer | null;
}) {
  const { t } = useTranslation("contact");
  const errorText = useErrorText("contact", "form.errors");
  const fetcher = useFetcher<{ contact?: ContactAnswer }>();
  const fetched = fetcher.data?.contact;
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: fetched?.result ?? answer?.result,
    defaultValue: { name: prefill?.name ?? "", email: prefill?.email ?? "" },
    constraint: contactConstraints,
  });
  const busy = fetcher.state !== "idle";
  const focusThanks = useCallback((element: HTMLElement | null) => {
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: "center" });
  }, []);
  const thanks = fetcher.state === "idle" && fetched?.thanks ? fetched.thanks : null;
  const errors = {
    name: errorText(fields.name.errors),
    email: errorText(fields.email.errors),
    telephone: errorText(fields.telephone.errors),
    message: errorText(fields.message.errors),
  };
  return (
    <section className="contact-form" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="contact-form__heading">
        {t("form.heading")}
      </h2>
      {thanks ? (
        // The form was tall and the thanks is one line: the shopper's eye (and focus) goes to it.
        <p role="status" className="message message--success contact-form__thanks" tabIndex={-1} ref={focusThanks}>
          {thanks}
        </p>
      ) : (
        <>
          <p className="contact-form__intro">{t("form.intro")}</p>
          <fetcher.Form method="post" action={action} {...getFormProps(form)} aria-busy={busy}>
            <input type="hidden" name="intent" value={CONTACT_INTENT} />
            <EnhancedSubmissionMarker />
            <FormErrors id={form.errorId} errors={form.errors} />
            <ErrorSummary
              id="contact-form-problems"
              items={[
                { id: fields.name.id, label: t("form.name"), errors: errors.name },
                { id: fields.email.id, label: t("form.email"), errors: errors.email },
                { id: fields.telephone.id, label: t("form.telephone"), errors: errors.telephone },
                { id: fields.message.id, label: t("form.message"), errors: errors.message },
              ]}
            />
            <div className="contact-form__row">
              <Field
                label={t("form.name")}
                inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
                errors={errors.name}
              />
              <Field
                label={t("form.email")}
                inputProps={{
                  ...getInputProps(fields.email, { type: "email" }),
                  autoComplete: "email",
                  inputMode: "email",
                }}
                errors={errors.email}
              />
            </div>
            <Field
              className="field contact-form__phone"
              label={
                <>
                  {t("form.telephone")} <span className="field__optional">{t("form.optional")}</span>
                </>
              }
              inputProps={{ ...getInputProps(fields.telephone, { type: "tel" }), autoComplete: "tel" }}
              errors={errors.telephone}
            />
            <TextareaField
              label={t("form.message")}
              textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
              errors={errors.message}
            />
            <button type="submit" className="button button--primary contact-form__send" disabled={busy}>
              {busy ? t("form.sending") : t("form.send")}
            </button>
            <p className="contact-form__promise">{t("form.promise")}</p>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}
