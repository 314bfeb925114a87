// The address book's add and edit form: the shared address fields for the chosen country, the
// default flags, save and cancel. One schema per country with the action (forms/address.ts); with
// JavaScript a change of country lays the fields out again at once, without it the form's
// "country" intent does (the action answers the input back without errors).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { AddressFields, type AddressFieldsMetadata } from "~/components/address/AddressFields";
import { CheckboxField } from "~/components/ui/forms/Field";
import { useHydrated } from "~/components/ui/useHydrated";
import { COUNTRY_INTENT, SAVE_INTENT } from "~/forms/address.fields";

export interface AddressFormDefaults {
  firstname?: string;
  lastname?: string;
  company?: string;
  street1?: string;
  street2?: string;
  houseNumber?: string;
  city?: string;
  region?: string;
  postcode?: string;
  country: string;
  telephone?: string;
  defaultBilling?: boolean;
  defaultShipping?: boolean;
}

export function AddressForm({
  id,
  defaults,
  countries,
  lastResult,
  cancelHref,
}: {
  id: string;
  defaults: AddressFormDefaults;
  countries: readonly string[];
  lastResult?: SubmissionResult<string[]> | null;
  cancelHref: string;
}) {
  const { t } = useTranslation("profile");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== COUNTRY_INTENT;
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: {
      ...defaults,
      defaultBilling: defaults.defaultBilling ? "on" : undefined,
      defaultShipping: defaults.defaultShipping ? "on" : undefined,
    },
  });
  const chosen =
    typeof fields.country.value === "string" && fields.country.value ? fields.country.value : defaults.country;

  return (
    <Form method="post" {...getFormProps(form)} className="address-form" aria-busy={busy}>
      {hydrated ? null : (
        // Enter in a field submits the first button of the form: without JavaScript that would be
        // the country's "show fields" button, so a hidden "save" comes first.
        <button
          type="submit"
          name="intent"
          value={SAVE_INTENT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        >
          {t("address.save")}
        </button>
      )}
      <AddressFields fields={fields as AddressFieldsMetadata} country={chosen} countries={countries} idPrefix={id} />
      <div className="address-form__flags">
        <CheckboxField
          className="address-form__flag"
          label={t("address.defaultBilling")}
          inputProps={getInputProps(fields.defaultBilling, { type: "checkbox" })}
        />
        <CheckboxField
          className="address-form__flag"
          label={t("address.defaultShipping")}
          inputProps={getInputProps(fields.defaultShipping, { type: "checkbox" })}
        />
      </div>
      <div className="profile-actions">
        <button type="submit" name="intent" value={SAVE_INTENT} className="button button--primary" disabled={busy}>
          {busy ? t("address.saving") : t("address.save")}
        </button>
        <Link to={cancelHref} className="button button--secondary">
          {t("address.cancel")}
        </Link>
      </div>
    </Form>
  );
}
