// Forgot your password? (customer/account/forgotpassword): the email and a captcha. Whatever the
// email, a solved captcha leads to the sign-in page with SPEC §8's neutral message.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { forgotPassword as forgotPasswordConstraints } from "~/forms/constraints/forgotPassword";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { FormErrors } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { useStoreView } from "~/components/layout/useStoreView";
import { paths } from "~/routing/paths";
import { Captcha, type CaptchaView } from "./Captcha";
import { useRegisterErrorText } from "./registerErrors";

const OWN_ERRORS = ["captchaRequired", "captchaWrong"] as const;

export function ForgotPasswordPage({
  captcha,
  lastResult,
}: {
  captcha: CaptchaView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("register");
  const storeView = useStoreView();
  const errorText = useRegisterErrorText("forgot.errors", OWN_ERRORS);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    constraint: forgotPasswordConstraints,
  });
  return (
    <section className="sign-in register" aria-labelledby="forgot-heading">
      <div className="sign-in__card register__card">
        <h1 id="forgot-heading">{t("forgot.heading")}</h1>
        <p className="sign-in__intro">{t("forgot.intro")}</p>
        <Form method="post" {...getFormProps(form)} className="sign-in__form register__form" aria-busy={busy}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label={t("forgot.email")}
            inputProps={{
              ...getInputProps(fields.email, { type: "email" }),
              autoComplete: "email",
              inputMode: "email",
            }}
            errors={errorText(fields.email.errors)}
          />
          {/* A new captcha is a new control: what was typed for the old one goes. */}
          <Captcha
            key={captcha.mode === "image" ? captcha.image.slice(-24) : `${captcha.a}+${captcha.b}`}
            challenge={captcha}
            field={fields.captcha}
            errors={errorText(fields.captcha.errors)}
          />
          <button type="submit" className="button button--primary sign-in__submit" disabled={busy}>
            {busy ? t("forgot.submitting") : t("forgot.submit")}
          </button>
          <p className="register__switch">
            <Link to={paths.customer.login(storeView)}>{t("forgot.backToSignIn")}</Link>
          </p>
        </Form>
      </div>
    </section>
  );
}
