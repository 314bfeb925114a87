// The delivery step's form: where to (a customer's address book entries or a new address in the
// shared address fields) and how (the methods the estimate offers for the saved address, with the
// delivery timer). Without JavaScript the address is saved first ("Show delivery options") and the
// page lists the methods for it; with JavaScript a saved address chosen or a country changed brings
// the methods for it in place. A customer's preselected address has its methods listed at once (the
// loader estimates them). Schema: delivery.ts; action: delivery-action.server.ts.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { checkoutAddressLines, type CheckoutShippingMethod } from "~/features/checkout/state";
import type { Cutoff, DeliveryTimer, Dispatch } from "~/commerce/checkout/delivery-timer";
import type { AddressView } from "~/commerce/customer/address";
import { AddressFields, type AddressFieldsMetadata } from "~/components/address/AddressFields";
import { useStoreView } from "~/components/layout/useStoreView";
import { ErrorList, FormErrors, useErrorText } from "~/components/ui/forms/ErrorList";
import { CheckboxField } from "~/components/ui/forms/Field";
import { ChoiceGroupField } from "~/components/ui/forms/ChoiceGroupField";
import { Amount } from "~/components/ui/Price";
import { useHydrated } from "~/components/ui/useHydrated";
import { DeliveryIntent, NEW_ADDRESS } from "~/features/checkout/delivery/delivery.fields";
import { paths } from "~/routing/paths";
import { DeliveryTimerNote } from "./DeliveryTimerNote";
import { displayEmail } from "~/i18n/email";

/** The methods' part of the form: where the error summary's link to the method leads. */
const METHODS_ID = "delivery-methods";

export interface DeliveryPageData {
  email: string;
  countries: string[];
  /** a customer's: a new address may go in the address book */
  signedIn: boolean;
  /** the address book entries the store delivers to */
  addresses: AddressView[];
  chosenAddress: string;
  defaults: Record<string, string>;
  savedCountry: string | null;
  methods: CheckoutShippingMethod[];
  chosenMethod: string | null;
  timer: DeliveryTimer | null;
  /** when an order leaves, as the page was made */
  dispatch: Dispatch | null;
  /** the next working days' cut-offs, which it follows */
  cutoffs: Cutoff[];
  /** the collection point chosen (name and address), when the cart is collected */
  collecting: string | null;
  /** False on a stock Magento: click and collect is the extension's. */
  collectOffered: boolean;
}

const bookAddressLines = (a: AddressView, country: (code: string) => string) =>
  checkoutAddressLines({
    ...a,
    regionLabel: a.region,
    countryLabel: country(a.countryCode),
    customerAddressId: a.id,
    pickupLocationCode: null,
  });

function useCountryName() {
  const { i18n } = useTranslation();
  return (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: "region" }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}

export function DeliveryForm({
  page,
  lastResult,
}: {
  page: DeliveryPageData;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("checkout");
  const storeView = useStoreView();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const countryName = useCountryName();
  const errorText = useErrorText("checkout", "errors");
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // A choice among saved addresses only where the book holds one this store delivers to.
  const offersBook = page.addresses.length > 0;
  const [addressChoice, setAddressChoice] = useState(page.chosenAddress);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "checkout-delivery",
    lastResult,
    defaultValue: { ...page.defaults, addressId: page.chosenAddress, method: page.chosenMethod ?? "" },
  });
  const country =
    typeof fields.country?.value === "string" && fields.country.value ? fields.country.value : page.defaults.country;
  const newAddress = !offersBook || addressChoice === NEW_ADDRESS;
  // With JavaScript, methods listed for another country than the one chosen now are not offered.
  const chosenCountry = newAddress
    ? country
    : (page.addresses.find((a) => String(a.id) === addressChoice)?.countryCode ?? null);
  const methodsCurrent =
    page.methods.length > 0 && (!hydrated || (chosenCountry !== null && chosenCountry === page.savedCountry));
  const busy = Boolean(pendingIntent);
  const addressErrors = errorText(fields.addressId?.errors);
  const methodErrors = errorText(fields.method?.errors);

  /** With JavaScript: a saved address chosen brings its methods at once. */
  const chooseAddress = (value: string) => {
    setAddressChoice(value);
    if (value !== NEW_ADDRESS && formRef.current) {
      const data = new FormData();
      data.set("addressId", value);
      data.set("intent", DeliveryIntent.address);
      submit(data, { method: "post", replace: true, preventScrollReset: true });
    }
  };

  return (
    <section className="checkout-panel" aria-labelledby="delivery-heading">
      <h1 id="delivery-heading" className="checkout-panel__title">
        {t("delivery.heading")}
      </h1>
      {page.email ? (
        <p className="checkout-contact">
          <span className="checkout-contact__label">{t("delivery.contact")}</span> {displayEmail(page.email)}
        </p>
      ) : null}
      <Form
        method="post"
        ref={formRef}
        {...getFormProps(form)}
        className="checkout-form"
        aria-busy={busy}
        preventScrollReset
      >
        {/* Enter in a field submits the first button: the step's main one, not "show fields". */}
        <button
          type="submit"
          name="intent"
          value={methodsCurrent ? DeliveryIntent.continue : DeliveryIntent.address}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        >
          {t("delivery.continue")}
        </button>
        <FormErrors id={form.errorId} errors={form.errors} />
        {offersBook ? (
          <ChoiceGroupField
            legend={t("delivery.savedAddresses")}
            legendClassName="checkout-form__legend"
            className="address-choice"
            choicesClassName="address-choice__list"
            errors={addressErrors}
            id="delivery-address-choice"
          >
            {page.addresses.map((a) => (
              <label key={a.id} className="choice-card" data-testid="saved-address">
                <input
                  type="radio"
                  name="addressId"
                  value={String(a.id)}
                  defaultChecked={page.chosenAddress === String(a.id)}
                  onChange={() => chooseAddress(String(a.id))}
                />
                <span className="choice-card__body">
                  {bookAddressLines(a, countryName).map((line, i) => (
                    <span key={i} className={i === 0 ? "choice-card__title" : "choice-card__line"}>
                      {line}
                    </span>
                  ))}
                  {a.defaultShipping ? <span className="choice-card__badge">{t("delivery.default")}</span> : null}
                </span>
              </label>
            ))}
            <label className="choice-card choice-card--new">
              <input
                type="radio"
                name="addressId"
                value={NEW_ADDRESS}
                defaultChecked={page.chosenAddress === NEW_ADDRESS}
                onChange={() => chooseAddress(NEW_ADDRESS)}
              />
              <span className="choice-card__body choice-card__title">{t("delivery.newAddress")}</span>
            </label>
          </ChoiceGroupField>
        ) : addressErrors ? (
          // A post from an older page named a saved address; this store delivers to none of them.
          <div role="alert">
            <ErrorList errors={addressErrors} />
          </div>
        ) : null}
        {/* Without JavaScript the fields are always there (used when "new address" is chosen). */}
        {newAddress || !hydrated ? (
          <fieldset className="checkout-form__address">
            <legend className={offersBook ? "visually-hidden" : "checkout-form__legend"}>
              {offersBook ? t("delivery.newAddress") : t("delivery.address")}
            </legend>
            {offersBook && !hydrated ? <p className="checkout-form__hint">{t("delivery.newAddressHint")}</p> : null}
            <AddressFields
              fields={fields as unknown as AddressFieldsMetadata}
              country={country}
              countries={page.countries}
              idPrefix="delivery"
              otherFields={[{ id: METHODS_ID, label: t("delivery.methodsHeading"), errors: fields.method?.errors }]}
            />
            {page.signedIn ? (
              <CheckboxField
                className="checkout-form__flag"
                label={t("delivery.saveInBook")}
                inputProps={getInputProps(fields.saveInBook, { type: "checkbox" })}
              />
            ) : null}
          </fieldset>
        ) : null}

        {page.collecting ? (
          <p className="checkout-collect checkout-collect--chosen" data-testid="collecting-from">
            {t("delivery.collectingFrom", { point: page.collecting })}{" "}
            <Link to={paths.checkout.collect(storeView)} className="checkout-collect__link">
              {t("delivery.changePoint")}
            </Link>
          </p>
        ) : page.collectOffered ? (
          <p className="checkout-collect">
            <Link to={paths.checkout.collect(storeView)} className="checkout-collect__link">
              {t("delivery.collect")}
            </Link>
          </p>
        ) : null}

        <div className="checkout-methods" id={METHODS_ID} aria-live="polite">
          <h2 className="checkout-form__legend">{t("delivery.methodsHeading")}</h2>
          {/* One group, with or without methods to choose: a refusal of the method is said in it, like
              any field's, whether the page lists the methods or asks for the address first. */}
          <ChoiceGroupField
            legend={<span className="visually-hidden">{t("delivery.methodsHeading")}</span>}
            className="method-choice"
            choicesClassName="method-choice__list"
            errors={methodErrors}
            id="delivery-method"
          >
            {methodsCurrent ? (
              page.methods.map((m, index) => (
                <label key={m.code} className="choice-card choice-card--method" data-testid="shipping-method">
                  <input
                    type="radio"
                    name="method"
                    value={m.code}
                    defaultChecked={page.chosenMethod ? page.chosenMethod === m.code : index === 0}
                  />
                  <span className="choice-card__body">
                    <span className="choice-card__title">{m.title}</span>
                    {m.carrierTitle ? <span className="choice-card__line">{m.carrierTitle}</span> : null}
                  </span>
                  <span className="choice-card__price">
                    {m.amount?.value === 0 ? t("summary.free") : <Amount money={m.amount} />}
                  </span>
                </label>
              ))
            ) : (
              <p className="checkout-methods__pending">
                {page.savedCountry && page.methods.length === 0 ? t("delivery.noMethods") : t("delivery.methodsLater")}
              </p>
            )}
          </ChoiceGroupField>
          {methodsCurrent && page.timer && page.dispatch ? (
            <DeliveryTimerNote timer={page.timer} dispatch={page.dispatch} cutoffs={page.cutoffs} />
          ) : null}
        </div>

        <div className="checkout-actions">
          {methodsCurrent ? (
            <>
              <button
                type="submit"
                name="intent"
                value={DeliveryIntent.continue}
                className="button button--primary checkout-actions__main"
                disabled={busy}
              >
                {pendingIntent === DeliveryIntent.continue ? t("delivery.saving") : t("delivery.continue")}
              </button>
              {hydrated ? null : (
                <button
                  type="submit"
                  name="intent"
                  value={DeliveryIntent.address}
                  className="button button--secondary no-script-only"
                >
                  {t("delivery.updateMethods")}
                </button>
              )}
            </>
          ) : (
            <button
              type="submit"
              name="intent"
              value={DeliveryIntent.address}
              className="button button--primary checkout-actions__main"
              disabled={busy}
            >
              {pendingIntent === DeliveryIntent.address ? t("delivery.savingAddress") : t("delivery.showMethods")}
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}
