// Create an account (customer/account/create): about you, sign-in details, preferences. One schema
// with the action (create-account.ts), built for the store view's country. A taken email is
// told next to the email field with a link to sign in; refused passwords are never sent back.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from "~/components/ui/forms/form-wiring";
import { createAccount as createAccountConstraints } from "~/forms/constraints/createAccount";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { errorIdFor, FormErrors } from "~/components/ui/forms/ErrorList";
import { ErrorSummary } from "~/components/ui/forms/ErrorSummary";
import { CheckboxField, Field, SelectField } from "~/components/ui/forms/Field";
import { ChoiceGroupField, RadioGroupField } from "~/components/ui/forms/ChoiceGroupField";
import { useStoreView } from "~/components/layout/useStoreView";
import { CREATE_ACCOUNT_SERVER_ERRORS } from "./create-account.fields";
import { ACCOUNT_VALIDITY_ERRORS, DIETARY_NEEDS, FITNESS_GOALS, GENDERS } from "~/forms/customer-fields.fields";
import type { PasswordTextValues } from "~/forms/password-rules";
import { paths } from "~/routing/paths";
import { useRegisterErrorText } from "./registerErrors";

export function CreateAccountPage({
  referral,
  extensions = true,
  passwordTexts,
  lastResult,
}: {
  referral: string;
  /** the store view's password rules, as the hint and the errors name them */
  passwordTexts: PasswordTextValues;
  /** False on a stock Magento: the mobile number, fitness goal, dietary needs and referral code are not asked. */
  extensions?: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("register");
  const storeView = useStoreView();
  const errorText = useRegisterErrorText("create.errors", CREATE_ACCOUNT_SERVER_ERRORS, passwordTexts);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "create-account",
    lastResult,
    constraint: createAccountConstraints,
    validityErrors: ACCOUNT_VALIDITY_ERRORS,
    defaultValue: { referralCode: referral },
  });
  // A refused post empties both passwords (the server's answer does too, for a page without JavaScript).
  const passwordIds = [fields.password.id, fields.passwordConfirmation.id].join(" ");
  useEffect(() => {
    if (!lastResult) return;
    for (const id of passwordIds.split(" ")) {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.value = "";
    }
  }, [lastResult, passwordIds]);
  const emailTaken = fields.email.errors?.includes("emailTaken") ?? false;
  // One ticked box comes back as a single value, several as a list: a single value is not a list of its letters.
  const dietary = new Set([fields.dietaryNeeds.initialValue as string[] | string | undefined].flat());
  const optional = <span className="register__optional">{t("create.optional")}</span>;
  return (
    <section className="register" aria-labelledby="create-heading">
      <div className="sign-in__card register__card register__card--wide">
        <h1 id="create-heading">{t("create.heading")}</h1>
        <p className="sign-in__intro">{t(extensions ? "create.intro" : "create.introWithoutPoints")}</p>
        <Form method="post" {...getFormProps(form)} className="sign-in__form register__form" aria-busy={busy}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <ErrorSummary
            id="create-account-problems"
            items={[
              { id: fields.firstname.id, label: t("create.firstname"), errors: fields.firstname.errors },
              { id: fields.lastname.id, label: t("create.lastname"), errors: fields.lastname.errors },
              { id: fields.dateOfBirth.id, label: t("create.dateOfBirth"), errors: fields.dateOfBirth.errors },
              { id: fields.mobileNumber.id, label: t("create.mobile"), errors: fields.mobileNumber.errors },
              { id: fields.email.id, label: t("create.email"), errors: fields.email.errors },
              { id: fields.password.id, label: t("create.password"), errors: fields.password.errors },
              {
                id: fields.passwordConfirmation.id,
                label: t("create.passwordConfirmation"),
                errors: fields.passwordConfirmation.errors,
              },
              { id: fields.fitnessGoal.id, label: t("create.fitnessGoal"), errors: fields.fitnessGoal.errors },
              { id: fields.referralCode.id, label: t("create.referralCode"), errors: fields.referralCode.errors },
            ]}
          />
          <fieldset className="register__section">
            <legend>{t("create.aboutYou")}</legend>
            <div className="register__row">
              <Field
                label={t("create.firstname")}
                inputProps={{ ...getInputProps(fields.firstname, { type: "text" }), autoComplete: "given-name" }}
                errors={errorText(fields.firstname.errors)}
              />
              <Field
                label={t("create.lastname")}
                inputProps={{ ...getInputProps(fields.lastname, { type: "text" }), autoComplete: "family-name" }}
                errors={errorText(fields.lastname.errors)}
              />
            </div>
            <RadioGroupField
              key={fields.gender.key}
              legend={
                <>
                  {t("create.gender")} {optional}
                </>
              }
              name={fields.gender.name}
              id={fields.gender.id}
              className="register__choices"
              choicesClassName="register__pills"
              defaultValue={fields.gender.initialValue as string | undefined}
              choices={GENDERS.map((gender) => ({
                value: gender,
                label: t(`customer.genders.${gender}`, { ns: "common" }),
              }))}
              errors={errorText(fields.gender.errors)}
            />
            <div className="register__row">
              <Field
                label={
                  <>
                    {t("create.dateOfBirth")} {optional}
                  </>
                }
                inputProps={{ ...getInputProps(fields.dateOfBirth, { type: "date" }), autoComplete: "bday" }}
                errors={errorText(fields.dateOfBirth.errors)}
              />
              {extensions ? (
                <Field
                  label={
                    <>
                      {t("create.mobile")} {optional}
                    </>
                  }
                  inputProps={{ ...getInputProps(fields.mobileNumber, { type: "tel" }), autoComplete: "tel" }}
                  errors={errorText(fields.mobileNumber.errors)}
                />
              ) : null}
            </div>
          </fieldset>

          <fieldset className="register__section">
            <legend>{t("create.signInDetails")}</legend>
            <Field
              label={t("create.email")}
              inputProps={{
                ...getInputProps(fields.email, { type: "email" }),
                autoComplete: "email",
                inputMode: "email",
              }}
              errors={emailTaken ? [t("create.errors.emailTaken")] : errorText(fields.email.errors)}
              errorsShownElsewhere={emailTaken}
            />
            {emailTaken ? (
              <p id={errorIdFor(fields.email.id)} className="field__error register__taken" data-testid="email-taken">
                {t("create.errors.emailTaken")}{" "}
                <Link to={paths.customer.login(storeView)}>{t("create.errors.emailTakenSignIn")}</Link>
              </p>
            ) : null}
            <div className="register__row">
              <Field
                label={t("create.password")}
                inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
                errors={errorText(fields.password.errors)}
                hintId={`${fields.password.id}-hint`}
              />
              <Field
                label={t("create.passwordConfirmation")}
                inputProps={{
                  ...getInputProps(fields.passwordConfirmation, { type: "password" }),
                  autoComplete: "new-password",
                }}
                errors={errorText(fields.passwordConfirmation.errors)}
              />
            </div>
            <p id={`${fields.password.id}-hint`} className="register__hint">
              {t("create.passwordHint", passwordTexts)}
            </p>
          </fieldset>

          <fieldset className="register__section">
            <legend>{t("create.preferences")}</legend>
            {extensions ? (
              <>
                <SelectField
                  label={
                    <>
                      {t("create.fitnessGoal")} {optional}
                    </>
                  }
                  selectProps={getSelectProps(fields.fitnessGoal)}
                  errors={errorText(fields.fitnessGoal.errors)}
                >
                  <option value="">{t("create.fitnessGoalNone")}</option>
                  {FITNESS_GOALS.map((goal) => (
                    <option key={goal} value={goal}>
                      {t(`customer.fitnessGoals.${goal}`, { ns: "common" })}
                    </option>
                  ))}
                </SelectField>
                <ChoiceGroupField
                  legend={
                    <>
                      {t("create.dietaryNeeds")} {optional}
                    </>
                  }
                  id={fields.dietaryNeeds.id}
                  className="register__choices"
                  choicesClassName="register__pills"
                  errors={errorText(fields.dietaryNeeds.errors)}
                >
                  {DIETARY_NEEDS.map((need) => (
                    <label key={need}>
                      <input
                        type="checkbox"
                        name={fields.dietaryNeeds.name}
                        value={need}
                        defaultChecked={dietary.has(need)}
                      />
                      {t(`customer.dietaryNeeds.${need}`, { ns: "common" })}
                    </label>
                  ))}
                </ChoiceGroupField>
                <Field
                  label={
                    <>
                      {t("create.referralCode")} {optional}
                    </>
                  }
                  inputProps={{ ...getInputProps(fields.referralCode, { type: "text" }), autoComplete: "off" }}
                  errors={errorText(fields.referralCode.errors)}
                />
              </>
            ) : null}
            <CheckboxField
              className="register__check"
              label={t("create.newsletter")}
              inputProps={{ ...getInputProps(fields.newsletter, { type: "checkbox" }) }}
              errors={errorText(fields.newsletter.errors)}
            />
          </fieldset>

          <button type="submit" className="button button--primary sign-in__submit" disabled={busy}>
            {busy ? t("create.submitting") : t("create.submit")}
          </button>
          <p className="register__switch">
            {t("create.haveAccount")} <Link to={paths.customer.login(storeView)}>{t("create.signIn")}</Link>
          </p>
        </Form>
      </div>
    </section>
  );
}
