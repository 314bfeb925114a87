// The information step's form: the email; when an account already uses it, SPEC §8's "An account
// with this email already exists" with a password field to sign in right there, or "continue as a
// guest". One schema with the action (information.ts); pending states with JavaScript.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { checkoutInformation as checkoutInformationConstraints } from "~/forms/constraints/checkoutInformation";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useStoreView } from "~/components/layout/useStoreView";
import { FormErrors, useErrorText } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { InformationIntent } from "~/features/checkout/information/information.fields";
import { paths } from "~/routing/paths";

export function InformationForm({
  email,
  lastResult,
  accountExists,
}: {
  email: string;
  lastResult?: SubmissionResult<string[]> | null;
  accountExists: boolean;
}) {
  const { t } = useTranslation("checkout");
  const storeView = useStoreView();
  const errorText = useErrorText("checkout", "errors");
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm({
    id: "checkout-information",
    lastResult,
    defaultValue: { email },
    constraint: checkoutInformationConstraints,
  });
  const busy = Boolean(pendingIntent);
  return (
    <section className="checkout-panel" aria-labelledby="information-heading">
      <h1 id="information-heading" className="checkout-panel__title">
        {t("information.heading")}
      </h1>
      <p className="checkout-panel__intro">{t("information.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="checkout-form" aria-busy={busy}>
        {/* Enter in the email field checks it (the first submit button of the form). */}
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={t("information.email")}
          inputProps={{
            ...getInputProps(fields.email, { type: "email" }),
            autoComplete: "email",
            inputMode: "email",
            required: true,
          }}
          errors={errorText(fields.email.errors)}
        />
        {accountExists ? (
          <div className="checkout-account" role="status" data-testid="account-exists">
            <p className="checkout-account__notice">{t("information.accountExists")}</p>
            <Field
              label={t("information.password")}
              inputProps={{
                ...getInputProps(fields.password, { type: "password" }),
                autoComplete: "current-password",
                required: false,
              }}
              errors={errorText(fields.password.errors)}
            />
            <div className="checkout-actions checkout-actions--split">
              <button
                type="submit"
                name="intent"
                value={InformationIntent.signIn}
                className="button button--primary checkout-actions__main"
                disabled={busy}
              >
                {pendingIntent === InformationIntent.signIn ? t("information.signingIn") : t("information.signIn")}
              </button>
              <button
                type="submit"
                name="intent"
                value={InformationIntent.guest}
                className="button button--secondary"
                formNoValidate
                disabled={busy}
              >
                {t("information.guest")}
              </button>
            </div>
            <p className="checkout-account__forgot">
              <Link to={paths.customer.forgotPassword(storeView)}>{t("information.forgot")}</Link>
            </p>
          </div>
        ) : (
          <div className="checkout-actions">
            <button
              type="submit"
              name="intent"
              value={InformationIntent.email}
              className="button button--primary checkout-actions__main"
              disabled={busy}
            >
              {busy ? t("information.checking") : t("information.continue")}
            </button>
          </div>
        )}
      </Form>
    </section>
  );
}
