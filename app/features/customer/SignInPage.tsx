// The sign-in page (customer/account/login): email and password, the backend's refusal above the
// fields, a pending state while it posts. One Zod schema with the action (forms/sign-in.ts).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { signIn as signInConstraints } from "~/forms/constraints/signIn";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useErrorText, FormErrors } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { useStoreView } from "~/components/layout/useStoreView";
import { paths } from "~/routing/paths";

export function SignInPage({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("account");
  const storeView = useStoreView();
  const errorText = useErrorText("account", "signIn.errors");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    constraint: signInConstraints,
  });
  // A refused sign-in empties the password (the server's answer does too, for a page without JavaScript)
  // and puts the cursor there for the next try: the pressed button, disabled while posting, let go of it.
  const passwordId = fields.password.id;
  useEffect(() => {
    const input = lastResult ? document.getElementById(passwordId) : null;
    if (!(input instanceof HTMLInputElement)) return;
    input.value = "";
    input.focus();
  }, [lastResult, passwordId]);
  return (
    <section className="sign-in" aria-labelledby="sign-in-heading">
      <div className="sign-in__card">
        <h1 id="sign-in-heading">{t("signIn.heading")}</h1>
        <p className="sign-in__intro">{t("signIn.intro")}</p>
        <Form method="post" {...getFormProps(form)} className="sign-in__form" aria-busy={busy}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label={t("signIn.email")}
            inputProps={{
              ...getInputProps(fields.email, { type: "email" }),
              autoComplete: "email",
              inputMode: "email",
            }}
            errors={errorText(fields.email.errors)}
          />
          <Field
            label={t("signIn.password")}
            inputProps={{
              ...getInputProps(fields.password, { type: "password" }),
              autoComplete: "current-password",
            }}
            errors={errorText(fields.password.errors)}
          />
          <p className="sign-in__forgot">
            <Link to={paths.customer.forgotPassword(storeView)}>{t("pages.forgotPassword")}</Link>
          </p>
          <button type="submit" className="button button--primary sign-in__submit" disabled={busy}>
            {busy ? t("signIn.submitting") : t("signIn.submit")}
          </button>
        </Form>
        <div className="sign-in__new">
          <Link
            to={paths.customer.create(storeView)}
            className="button sign-in__create"
            data-testid="create-account-link"
          >
            {t("pages.create")}
          </Link>
        </div>
      </div>
    </section>
  );
}
