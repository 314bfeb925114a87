// Change password (customer/account/edit/changepass): current, new and confirmation, the shared
// password schemas; a wrong current password comes back next to its field. Passwords are never
// shown again: the server's answer leaves them out and the fields are emptied after each answer.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import type { PasswordTextValues } from "~/forms/password-rules";
import { FormErrors } from "./FormErrors";

export function PasswordChangeForm({
  lastResult,
  passwordTexts,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  /** the store view's password rules, as the hint and the errors name them */
  passwordTexts: PasswordTextValues;
}) {
  const { t } = useTranslation("profile");
  const errorKeys = useErrorText("account", "fieldErrors", passwordTexts);
  // The backend's refusal arrives already in words; schema errors are keys.
  const errorText = (errors: string[] | undefined) =>
    errors?.map((error) => (/^[a-zA-Z]+$/.test(error) ? (errorKeys([error])?.[0] ?? error) : error));
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "password-change",
    lastResult,
  });
  // Every answer empties the passwords (the server's reply leaves them out for a page without JavaScript).
  const ids = [fields.currentPassword.id, fields.password.id, fields.passwordConfirmation.id].join(" ");
  useEffect(() => {
    if (!lastResult) return;
    for (const id of ids.split(" ")) {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.value = "";
    }
  }, [lastResult, ids]);
  return (
    <Form method="post" {...getFormProps(form)} className="profile-form" aria-busy={busy}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label={t("password.current")}
        inputProps={{
          ...getInputProps(fields.currentPassword, { type: "password" }),
          autoComplete: "current-password",
        }}
        errors={errorText(fields.currentPassword.errors)}
      />
      <Field
        label={t("password.new")}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        errors={errorText(fields.password.errors)}
        hintId={`${fields.password.id}-hint`}
      />
      {/* The rule before the first try, as on the account and reset forms. */}
      <p id={`${fields.password.id}-hint`} className="profile-hint" data-testid="password-hint">
        {t("password.hint", passwordTexts)}
      </p>
      <Field
        label={t("password.confirm")}
        inputProps={{
          ...getInputProps(fields.passwordConfirmation, { type: "password" }),
          autoComplete: "new-password",
        }}
        errors={errorText(fields.passwordConfirmation.errors)}
      />
      <div className="profile-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("password.saving") : t("password.save")}
        </button>
      </div>
    </Form>
  );
}
