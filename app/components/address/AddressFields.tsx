// The address fields of SPEC §3 for any form (the address book, checkout): laid out for the chosen
// country (a house number where the country writes one, US states from a list, the postcode's
// name), with the country select and, without JavaScript, a button that brings the form back for
// another country with the input kept. Schema: app/forms/address.ts; texts: `profile` namespace.
import { getInputProps, getSelectProps, type FieldMetadata } from "~/components/ui/forms/form-wiring";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { ErrorSummary, type ErrorSummaryItem } from "~/components/ui/forms/ErrorSummary";
import { Field, SelectField } from "~/components/ui/forms/Field";
import { useHydrated } from "~/components/ui/useHydrated";
import {
  COUNTRY_INTENT,
  optionalAddressFields,
  postcodeExample,
  US_STATES,
  usesHouseNumber,
  usesStateList,
} from "~/forms/address.fields";

export type AddressFieldName =
  | "firstname"
  | "lastname"
  | "company"
  | "street1"
  | "street2"
  | "houseNumber"
  | "city"
  | "region"
  | "postcode"
  | "country"
  | "telephone";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's metadata of each form's own schema
export type AddressFieldsMetadata = Record<AddressFieldName, FieldMetadata<any, any, string[]>>;

/** An example number per country for the phone hint (libphonenumber's own examples are large). */
const PHONE_EXAMPLES: Readonly<Record<string, string>> = {
  GB: "07911 123456",
  IE: "085 123 4567",
  US: "(201) 555-0123",
  DE: "030 1234567",
  AT: "0664 1234567",
  NL: "06 12345678",
  BE: "0470 12 34 56",
  ES: "612 34 56 78",
  IT: "312 345 6789",
  FR: "06 12 34 56 78",
};

/** Country names in the shopper's language, sorted by them. */
export function useCountryOptions(codes: readonly string[]) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: "region" });
    } catch {
      names = null;
    }
    return codes
      .map((code) => ({ code, label: names?.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [codes, i18n.language]);
}

export function AddressFields({
  fields,
  country,
  countries,
  idPrefix,
  otherFields = [],
}: {
  fields: AddressFieldsMetadata;
  /** the country the fields are laid out for (the select's current value) */
  country: string;
  /** the store's allowed_countries */
  countries: readonly string[];
  /** keeps ids unique when a page holds two address forms (billing and delivery) */
  idPrefix: string;
  /** The form's fields after the address (the delivery method): its one error summary lists them too. */
  otherFields?: readonly ErrorSummaryItem[];
}) {
  const { t } = useTranslation("profile");
  const errorText = useErrorText("profile", "address.errors");
  const example = postcodeExample(country);
  // Ireland's postcode is the Eircode, as its label says: the message names it (postcodeInvalid_IE).
  const postcodeErrorText = useErrorText("profile", "address.errors", { example, context: country });
  const hydrated = useHydrated();
  const options = useCountryOptions(countries);
  const id = (name: AddressFieldName) => `${idPrefix}-${name}`;
  const input = (name: AddressFieldName, autoComplete: string, type: "text" | "tel" = "text") => ({
    ...getInputProps(fields[name], { type }),
    id: id(name),
    autoComplete,
  });
  // Each field's name; the error summary lists these, its label adds "(optional)" where it is.
  const names: Record<AddressFieldName, string> = {
    firstname: t("address.firstname"),
    lastname: t("address.lastname"),
    country: t("address.country"),
    company: t("address.company"),
    street1: t("address.street1"),
    houseNumber: t("address.houseNumber"),
    street2: t("address.street2"),
    postcode: country === "US" ? t("address.zip") : country === "IE" ? t("address.eircode") : t("address.postcode"),
    city: t("address.city"),
    region: usesStateList(country) ? t("address.state") : t("address.county"),
    telephone: t("address.telephone"),
  };
  const optional = optionalAddressFields(country);
  const label = (name: AddressFieldName) =>
    optional.has(name) ? t("address.optionalLabel", { label: names[name] }) : names[name];

  return (
    <div className="address-fields">
      {/* Without JavaScript a refused address lands here: what to fix, each a link to its field. */}
      <ErrorSummary
        id={`${idPrefix}-problems`}
        items={[
          ...(Object.keys(names) as AddressFieldName[]).map((name) => ({
            id: id(name),
            label: names[name],
            errors: fields[name].errors,
          })),
          ...otherFields,
        ]}
      />
      <div className="address-fields__row">
        <Field
          label={label("firstname")}
          inputProps={input("firstname", "given-name")}
          errors={errorText(fields.firstname.errors)}
        />
        <Field
          label={label("lastname")}
          inputProps={input("lastname", "family-name")}
          errors={errorText(fields.lastname.errors)}
        />
      </div>
      <div className="address-fields__country">
        <SelectField
          label={label("country")}
          selectProps={{ ...getSelectProps(fields.country), id: id("country"), autoComplete: "country" }}
          errors={errorText(fields.country.errors)}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {hydrated ? null : (
          <button
            type="submit"
            name="intent"
            value={COUNTRY_INTENT}
            formNoValidate
            className="button button--secondary no-script-only"
          >
            {t("address.updateCountry")}
          </button>
        )}
      </div>
      <Field
        label={label("company")}
        inputProps={input("company", "organization")}
        errors={errorText(fields.company.errors)}
      />
      <div className={usesHouseNumber(country) ? "address-fields__row address-fields__row--street" : undefined}>
        <Field
          label={label("street1")}
          inputProps={input("street1", "address-line1")}
          errors={errorText(fields.street1.errors)}
        />
        {usesHouseNumber(country) ? (
          <Field
            label={label("houseNumber")}
            className="field address-fields__house-number"
            inputProps={{ ...input("houseNumber", "off"), inputMode: "text" }}
            errors={errorText(fields.houseNumber.errors)}
          />
        ) : null}
      </div>
      <Field
        label={label("street2")}
        inputProps={input("street2", "address-line2")}
        errors={errorText(fields.street2.errors)}
      />
      <div className="address-fields__row">
        <Field
          label={label("postcode")}
          inputProps={{ ...input("postcode", "postal-code"), placeholder: example || undefined }}
          errors={postcodeErrorText(fields.postcode.errors)}
        />
        <Field
          label={label("city")}
          inputProps={input("city", "address-level2")}
          errors={errorText(fields.city.errors)}
        />
      </div>
      {usesStateList(country) ? (
        <SelectField
          label={label("region")}
          selectProps={{ ...getSelectProps(fields.region), id: id("region"), autoComplete: "address-level1" }}
          errors={errorText(fields.region.errors)}
        >
          <option value="">{t("address.chooseState")}</option>
          {Object.entries(US_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : (
        <Field
          label={label("region")}
          inputProps={input("region", "address-level1")}
          errors={errorText(fields.region.errors)}
        />
      )}
      <Field
        label={label("telephone")}
        inputProps={input("telephone", "tel", "tel")}
        errors={errorText(fields.telephone.errors)}
        hintId={PHONE_EXAMPLES[country] ? `${id("telephone")}-hint` : undefined}
      />
      {PHONE_EXAMPLES[country] ? (
        <p id={`${id("telephone")}-hint`} className="address-fields__hint">
          {t("address.telephoneHint", { example: PHONE_EXAMPLES[country] })}
        </p>
      ) : null}
    </div>
  );
}
