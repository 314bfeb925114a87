// The sign-in email (customer/account/edit, Magento's "Change Email"): the address, prefilled, and
// the current password that confirms a new one. The password is never shown again: the server's
// answer leaves it out and the field is emptied after each answer.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { FormErrors } from "./FormErrors";
import { emailChange as emailChangeConstraints } from "~/forms/constraints/emailChange";
import { EMAIL_INTENT } from "./email-change.fields";

export function EmailChangeForm({
  email,
  lastResult,
}: {
  email: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("profile");
  const errorKeys = useErrorText("account", "fieldErrors");
  // The backend's refusals arrive already in words; schema errors are keys.
  const errorText = (errors: string[] | undefined) =>
    errors?.map((error) => (/^[a-zA-Z]+$/.test(error) ? (errorKeys([error])?.[0] ?? error) : error));
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === EMAIL_INTENT;
  const [form, fields] = useForm({
    id: "account-email",
    lastResult,
    defaultValue: { email },
    constraint: emailChangeConstraints,
  });
  const passwordId = fields.currentPassword.id;
  useEffect(() => {
    if (!lastResult) return;
    const input = document.getElementById(passwordId);
    if (input instanceof HTMLInputElement) input.value = "";
  }, [lastResult, passwordId]);
  return (
    <Form method="post" {...getFormProps(form)} className="profile-form" aria-busy={busy}>
      <input type="hidden" name="intent" value={EMAIL_INTENT} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label={t("details.email")}
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          autoComplete: "email",
          spellCheck: false,
        }}
        errors={errorText(fields.email.errors)}
      />
      <Field
        label={t("email.password")}
        inputProps={{
          ...getInputProps(fields.currentPassword, { type: "password" }),
          autoComplete: "current-password",
        }}
        errors={errorText(fields.currentPassword.errors)}
        hintId={`${fields.currentPassword.id}-hint`}
      />
      <p id={`${fields.currentPassword.id}-hint`} className="profile-hint">
        {t("email.passwordHint")}
      </p>
      <div className="profile-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("email.saving") : t("email.save")}
        </button>
      </div>
    </Form>
  );
}
