// Account details (customer/account/edit): names, date of birth, gender, mobile
// number for the store's country, fitness goal and dietary needs. One schema with the action
// (account-details.ts); field errors in the `account` namespace's fieldErrors. The email has a form
// of its own (EmailChangeForm): changing it needs the password.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from "~/components/ui/forms/form-wiring";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { ChoiceGroupField } from "~/components/ui/forms/ChoiceGroupField";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { Field, SelectField } from "~/components/ui/forms/Field";
import { DIETARY_NEEDS, FITNESS_GOALS, GENDERS } from "~/forms/customer-fields.fields";
import { FormErrors, listOf } from "./FormErrors";

const MOBILE_EXAMPLES: Readonly<Record<string, string>> = {
  GB: "07911 123456",
  IE: "085 123 4567",
  US: "(201) 555-0123",
  DE: "0151 23456789",
  ES: "612 34 56 78",
  FR: "06 12 34 56 78",
  IT: "312 345 6789",
};

export interface AccountDetailsDefaults {
  email: string;
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  gender: string;
  mobileNumber: string;
  fitnessGoal: string;
  dietaryNeeds: string[];
}

export function AccountDetailsForm({
  defaults,
  country,
  extensions = true,
  lastResult,
}: {
  defaults: AccountDetailsDefaults;
  country: string;
  /** False on a stock Magento: the mobile number and the preferences are not asked. */
  extensions?: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("profile");
  const errorText = useErrorText("account", "fieldErrors");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "account-details",
    lastResult,
    defaultValue: defaults,
  });
  const needs = listOf(fields.dietaryNeeds.initialValue);
  return (
    <Form method="post" {...getFormProps(form)} className="profile-form" aria-busy={busy}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="profile-fieldset">
        <legend>{t("details.personal")}</legend>
        <div className="address-fields__row">
          <Field
            label={t("details.firstname")}
            inputProps={{ ...getInputProps(fields.firstname, { type: "text" }), autoComplete: "given-name" }}
            errors={errorText(fields.firstname.errors)}
          />
          <Field
            label={t("details.lastname")}
            inputProps={{ ...getInputProps(fields.lastname, { type: "text" }), autoComplete: "family-name" }}
            errors={errorText(fields.lastname.errors)}
          />
        </div>
        <div className="address-fields__row">
          <Field
            label={t("details.dateOfBirth")}
            inputProps={{ ...getInputProps(fields.dateOfBirth, { type: "date" }), autoComplete: "bday" }}
            errors={errorText(fields.dateOfBirth.errors)}
          />
          <SelectField
            label={t("details.gender")}
            selectProps={getSelectProps(fields.gender)}
            errors={errorText(fields.gender.errors)}
          >
            <option value="">{t("details.chooseGender")}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`customer.genders.${gender}`, { ns: "common" })}
              </option>
            ))}
          </SelectField>
        </div>
        {extensions ? (
          <Field
            label={t("details.mobileNumber")}
            inputProps={{
              ...getInputProps(fields.mobileNumber, { type: "tel" }),
              autoComplete: "tel",
              placeholder: MOBILE_EXAMPLES[country],
            }}
            errors={errorText(fields.mobileNumber.errors)}
          />
        ) : null}
      </fieldset>
      {extensions ? (
        <fieldset className="profile-fieldset">
          <legend>{t("details.preferences")}</legend>
          <SelectField
            label={t("details.fitnessGoal")}
            selectProps={getSelectProps(fields.fitnessGoal)}
            errors={errorText(fields.fitnessGoal.errors)}
          >
            <option value="">{t("details.chooseGoal")}</option>
            {FITNESS_GOALS.map((goal) => (
              <option key={goal} value={goal}>
                {t(`customer.fitnessGoals.${goal}`, { ns: "common" })}
              </option>
            ))}
          </SelectField>
          <ChoiceGroupField
            key={fields.dietaryNeeds.key}
            id={fields.dietaryNeeds.id}
            legend={t("details.dietaryNeeds")}
            legendClassName="profile-choices__legend"
            className="profile-choices"
            choicesClassName="profile-choices__list"
            errors={errorText(fields.dietaryNeeds.errors)}
          >
            {DIETARY_NEEDS.map((need) => (
              <label key={need} className="profile-choice">
                <input
                  type="checkbox"
                  name={fields.dietaryNeeds.name}
                  value={need}
                  defaultChecked={needs.includes(need)}
                />
                {t(`customer.dietaryNeeds.${need}`, { ns: "common" })}
              </label>
            ))}
          </ChoiceGroupField>
        </fieldset>
      ) : null}
      <div className="profile-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("details.saving") : t("details.save")}
        </button>
      </div>
    </Form>
  );
}
