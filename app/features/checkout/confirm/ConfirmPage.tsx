// The confirm-and-pay page: where the order goes, with "change" links to the
// steps; the billing address; the payment methods; the terms; "Place order" with the total. The
// basket's lines and totals are the checkout layout's order summary (part A), beside the step on a
// wide screen and folded above it on a phone.
// Without JavaScript the form is a plain post; with it the same form posts with a pending state and
// cannot be sent twice.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { BasketView } from "~/commerce/cart/cart";
import type { CheckoutConfirmation } from "~/features/checkout/confirmation.server";
import type { AddressView } from "~/commerce/customer/address";
import type { SavedCard } from "~/commerce/customer/perks";
import { AddressFields, type AddressFieldsMetadata } from "~/components/address/AddressFields";
import { useStoreView } from "~/components/layout/useStoreView";
import { CheckboxField } from "~/components/ui/forms/Field";
import { FormErrors, ErrorList, errorIdFor, useErrorText } from "~/components/ui/forms/ErrorList";
import { TextWithNewTabLinks } from "~/components/ui/NewTabLink";
import { Amount } from "~/components/ui/Price";
import {
  BILLING_NEW,
  BILLING_SAME,
  bookChoice,
  COUNTRY_INTENT,
  PLACE_INTENT,
  savedCardChoice,
} from "~/features/checkout/confirm/confirm.fields";
import { paths } from "~/routing/paths";
import { displayEmail } from "~/i18n/email";
import { useColon } from "~/i18n/colon";

/** The card methods of the card provider (part D): saved cards are listed as choices of their own. */
const SAVED_CARD_METHOD = "pwcard_vault";

export interface ConfirmPageProps {
  confirmation: CheckoutConfirmation;
  basket: BasketView;
  termsRequired: boolean;
  addresses: AddressView[];
  cards: SavedCard[];
  signedIn: boolean;
  lastResult: SubmissionResult<string[]> | null;
}

function AddressBlock({ name, lines }: { name: string; lines: string[] }) {
  return (
    <address className="confirm-address">
      <strong>{name}</strong>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

export function ConfirmPage({
  confirmation,
  basket,
  termsRequired,
  addresses,
  cards,
  signedIn,
  lastResult,
}: ConfirmPageProps) {
  const { t } = useTranslation("payment");
  const colon = useColon();
  const errorText = useErrorText("payment", "confirm.errors");
  const storeView = useStoreView();
  const navigation = useNavigation();
  const placing =
    navigation.state !== "idle" &&
    navigation.formMethod?.toLowerCase() === "post" &&
    navigation.formData?.get("intent") !== COUNTRY_INTENT;
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") sent.current = false;
  }, [navigation.state]);

  const seenTotal = basket.grandTotal ? basket.grandTotal.value.toFixed(2) : "";
  const savedCardChoices = confirmation.paymentMethods.some((m) => m.code === SAVED_CARD_METHOD)
    ? cards.map((c) => ({
        value: savedCardChoice(c.publicHash),
        title: t("methods.savedCard", {
          brand: t(`methods.brands.${c.brand}`),
          last4: c.last4,
          expiration: c.expiration,
        }),
        description: c.holder,
      }))
    : [];
  const methodChoices = [
    ...savedCardChoices,
    ...confirmation.paymentMethods
      .filter((m) => m.code !== SAVED_CARD_METHOD)
      .map((m) => ({
        value: m.code,
        title: m.title,
        description: t(`methods.descriptions.${m.code}`, { defaultValue: "" }),
      })),
  ];
  const defaultMethod =
    confirmation.selectedPaymentMethod && methodChoices.some((c) => c.value === confirmation.selectedPaymentMethod)
      ? confirmation.selectedPaymentMethod
      : methodChoices.length === 1
        ? methodChoices[0].value
        : undefined;
  const billingChoices = [
    { value: BILLING_SAME, label: confirmation.collected ? t("confirm.billingCollected") : t("confirm.billingSame") },
    ...addresses.map((a) => ({
      value: bookChoice(a.id),
      label: `${a.firstname} ${a.lastname}, ${[a.street[0], a.houseNumber].filter(Boolean).join(" ")}, ${a.city}`,
    })),
    { value: BILLING_NEW, label: t("confirm.billingNew") },
  ];
  const raw = confirmation.billing?.raw;

  const [form, fields] = useForm({
    id: "checkout-confirm",
    lastResult,
    defaultValue: {
      paymentMethod: defaultMethod,
      billing: raw ? BILLING_NEW : BILLING_SAME,
      seenTotal,
      ...(raw ?? { country: confirmation.defaultCountry }),
    },
  });
  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value;
    // One order per click: a second click while the first is on its way does nothing.
    if (intent !== COUNTRY_INTENT) {
      if (sent.current) {
        event.preventDefault();
        return;
      }
    }
    formProps.onSubmit(event);
    if (!event.defaultPrevented && intent !== COUNTRY_INTENT) sent.current = true;
  };
  const addressFields = fields as unknown as AddressFieldsMetadata;
  const billingValue = typeof fields.billing.value === "string" ? fields.billing.value : BILLING_SAME;
  const country =
    typeof (addressFields.country.value as unknown) === "string" && addressFields.country.value
      ? (addressFields.country.value as string)
      : (raw?.country ?? confirmation.defaultCountry);
  const paymentErrors = errorText(fields.paymentMethod.errors);
  const billingErrors = errorText(fields.billing.errors);

  return (
    <div className="confirm-page">
      <h1 className="confirm-page__heading">{t("confirm.heading")}</h1>
      {basket.errorMessages.length ? (
        // The basket changed under the shopper (a unit sold, a coupon no longer valid): said before paying.
        <div className="notice notice--error confirm-page__notice" role="alert" data-testid="basket-problems">
          {basket.errorMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      <div className="confirm-page__columns">
        <div className="confirm-page__main">
          <section className="confirm-card" aria-labelledby="confirm-delivery">
            <div className="confirm-card__head">
              <h2 id="confirm-delivery">
                {confirmation.collected ? t("confirm.collectFrom") : t("confirm.deliverTo")}
              </h2>
              <Link
                to={confirmation.collected ? paths.checkout.collect(storeView) : paths.checkout.delivery(storeView)}
                className="confirm-card__change"
              >
                {t("confirm.change")}
                <span className="visually-hidden">
                  {" "}
                  {confirmation.collected ? t("confirm.collectFrom") : t("confirm.deliverTo")}
                </span>
              </Link>
            </div>
            {confirmation.delivery ? <AddressBlock {...confirmation.delivery} /> : null}
            {confirmation.deliveryMethod ? (
              <p className="confirm-card__method" data-testid="confirm-method">
                {confirmation.deliveryMethod.title}
                {basket.shippingMethod ? (
                  <>
                    {" · "}
                    {basket.shippingMethod.amount?.value === 0 ? (
                      t("confirm.free")
                    ) : (
                      <Amount money={basket.shippingMethod.amount} />
                    )}
                  </>
                ) : null}
              </p>
            ) : null}
            {confirmation.email ? (
              <div className="confirm-card__contact">
                <span>
                  {t("confirm.contact")}
                  {colon}
                  <strong>{displayEmail(confirmation.email)}</strong>
                </span>
                {signedIn ? null : (
                  <Link to={paths.checkout.information(storeView)} className="confirm-card__change">
                    {t("confirm.change")}
                    <span className="visually-hidden"> {t("confirm.contact")}</span>
                  </Link>
                )}
              </div>
            ) : null}
          </section>

          <Form method="post" {...formProps} onSubmit={onSubmit} className="confirm-form" aria-busy={placing}>
            <input type="hidden" name="seenTotal" value={seenTotal} />
            <FormErrors id={form.errorId} errors={form.errors} />

            <section className="confirm-card" aria-labelledby="confirm-payment">
              <h2 id="confirm-payment">{t("confirm.payment")}</h2>
              <fieldset
                className="confirm-choices"
                aria-describedby={paymentErrors ? errorIdFor("paymentMethod") : undefined}
              >
                <legend className="visually-hidden">{t("confirm.payment")}</legend>
                {methodChoices.length === 0 ? <p>{t("confirm.noPayment")}</p> : null}
                {methodChoices.map((choice) => (
                  <label key={choice.value} className="confirm-choice" data-testid="payment-choice">
                    <input
                      type="radio"
                      name={fields.paymentMethod.name}
                      value={choice.value}
                      defaultChecked={fields.paymentMethod.initialValue === choice.value}
                    />
                    <span className="confirm-choice__text">
                      <span className="confirm-choice__title">{choice.title}</span>
                      {choice.description ? (
                        <span className="confirm-choice__description">{choice.description}</span>
                      ) : null}
                    </span>
                  </label>
                ))}
              </fieldset>
              <ErrorList id={errorIdFor("paymentMethod")} errors={paymentErrors} />
            </section>

            <section className="confirm-card confirm-billing" aria-labelledby="confirm-billing">
              <h2 id="confirm-billing">{t("confirm.billing")}</h2>
              <fieldset
                className="confirm-choices"
                aria-describedby={billingErrors ? errorIdFor("billing") : undefined}
              >
                <legend className="visually-hidden">{t("confirm.billing")}</legend>
                {billingChoices.map((choice) => (
                  <label key={choice.value} className="confirm-choice confirm-choice--compact">
                    <input
                      type="radio"
                      name={fields.billing.name}
                      value={choice.value}
                      defaultChecked={(fields.billing.initialValue ?? BILLING_SAME) === choice.value}
                    />
                    <span className="confirm-choice__title">{choice.label}</span>
                  </label>
                ))}
              </fieldset>
              <ErrorList id={errorIdFor("billing")} errors={billingErrors} />
              <div className="confirm-billing__new" data-open={billingValue === BILLING_NEW ? "" : undefined}>
                <AddressFields
                  fields={addressFields}
                  country={country}
                  countries={confirmation.allowedCountries}
                  idPrefix="billing"
                />
              </div>
            </section>

            <section className="confirm-card confirm-place">
              {termsRequired ? (
                <CheckboxField
                  className="confirm-terms"
                  label={
                    // The terms and the privacy policy open in a new tab: the checkout stays as it is.
                    <span>
                      <TextWithNewTabLinks
                        text={t("confirm.terms")}
                        hrefs={{ terms: paths.terms(storeView), privacy: paths.privacy(storeView) }}
                      />
                    </span>
                  }
                  inputProps={getInputProps(fields.terms, { type: "checkbox" })}
                  errors={errorText(fields.terms.errors)}
                />
              ) : null}
              <div className="confirm-place__total">
                <span>{t("confirm.toPay")}</span>
                <strong data-testid="confirm-grand-total">
                  <Amount money={basket.grandTotal} />
                </strong>
              </div>
              <button
                type="submit"
                name="intent"
                value={PLACE_INTENT}
                className="button button--primary confirm-place__button"
                disabled={placing}
                aria-disabled={placing}
              >
                {placing ? t("confirm.placing") : t("confirm.place")}
              </button>
              <p className="confirm-place__note">{t("confirm.placeNote")}</p>
            </section>
          </Form>
        </div>
      </div>
    </div>
  );
}
