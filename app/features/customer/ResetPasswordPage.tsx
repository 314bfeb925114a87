// Set a new password (customer/account/resetpassword): the form while the emailed link works, else
// why it does not (used or replaced, expired, or none) with a link to ask for a new one.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { resetPassword as resetPasswordConstraints } from "~/forms/constraints/resetPassword";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useErrorText, FormErrors } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { useStoreView } from "~/components/layout/useStoreView";
import { ACCOUNT_VALIDITY_ERRORS } from "~/forms/customer-fields.fields";
import type { PasswordTextValues } from "~/forms/password-rules";
import { paths } from "~/routing/paths";
import { displayEmail } from "~/i18n/email";

export type ResetLinkView = "VALID" | "EXPIRED" | "INVALID" | "MISSING";

export function ResetPasswordPage({
  state,
  email,
  passwordTexts,
  lastResult,
}: {
  state: ResetLinkView;
  email: string | null;
  /** the store view's password rules, as the hint and the errors name them */
  passwordTexts: PasswordTextValues;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("register");
  const storeView = useStoreView();
  const errorText = useErrorText("account", "fieldErrors", passwordTexts);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    constraint: resetPasswordConstraints,
    validityErrors: ACCOUNT_VALIDITY_ERRORS,
  });
  if (state !== "VALID") {
    const reason = state === "EXPIRED" ? "expired" : state === "MISSING" ? "missing" : "invalid";
    return (
      <section className="sign-in register" aria-labelledby="reset-heading">
        <div className="sign-in__card register__card" data-testid="reset-refused">
          <h1 id="reset-heading">{t(`reset.${reason}.heading`)}</h1>
          <p className="notice notice--error register__refused" role="alert">
            {t(`reset.${reason}.text`)}
          </p>
          <Link to={paths.customer.forgotPassword(storeView)} className="button button--primary sign-in__submit">
            {t("reset.askAgain")}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="sign-in register" aria-labelledby="reset-heading">
      <div className="sign-in__card register__card">
        <h1 id="reset-heading">{t("reset.heading")}</h1>
        <p className="sign-in__intro">{t("reset.intro", { email: email ? displayEmail(email) : email })}</p>
        <Form method="post" {...getFormProps(form)} className="sign-in__form register__form" aria-busy={busy}>
          <FormErrors id={form.errorId} errors={form.errors} />
          {/* For password managers: whose password this is. */}
          <input type="email" name="username" value={email ?? ""} autoComplete="username" readOnly hidden />
          <Field
            label={t("reset.password")}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            errors={errorText(fields.password.errors)}
            hintId={`${fields.password.id}-hint`}
          />
          <Field
            label={t("reset.passwordConfirmation")}
            inputProps={{
              ...getInputProps(fields.passwordConfirmation, { type: "password" }),
              autoComplete: "new-password",
            }}
            errors={errorText(fields.passwordConfirmation.errors)}
          />
          <p id={`${fields.password.id}-hint`} className="register__hint">
            {t("reset.passwordHint", passwordTexts)}
          </p>
          <button type="submit" className="button button--primary sign-in__submit" disabled={busy}>
            {busy ? t("reset.submitting") : t("reset.submit")}
          </button>
        </Form>
      </div>
    </section>
  );
}
