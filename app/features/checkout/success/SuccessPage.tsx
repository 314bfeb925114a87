// The order success page: the thanks and the order number first, what happens
// next (bank transfer details with the number as reference, collection, delivery), the summary,
// a guest's "create an account" with only a password, and the GA4 purchase event (once: the loader hands it out on one answer only).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { postalAddressLines } from "~/commerce/postal-address";
import type { OrderDetail, PostalAddress } from "~/commerce/sales/orders";
import { isCollectionMethod } from "~/commerce/sales/collection-method";
import { useStoreView } from "~/components/layout/useStoreView";
import { Field } from "~/components/ui/forms/Field";
import { FormErrors, useErrorText } from "~/components/ui/forms/ErrorList";
import { Amount } from "~/components/ui/Price";
import type { EcommerceEvent } from "~/integrations/ecommerce-events";
import { EcommerceEvents } from "~/integrations/EcommerceEvents";
import { paths } from "~/routing/paths";
import { displayEmail } from "~/i18n/email";
import { useColon } from "~/i18n/colon";
import { productPath } from "~/i18n/store-views";
import type { PasswordTextValues } from "~/forms/password-rules";

/** A bank transfer's details as the order's payment names them, and their labels (payment namespace). */
const BANK_LABELS = {
  payee: "accountName",
  iban: "iban",
  bic: "bic",
  sort_code: "sortCode",
  account_number: "accountNumber",
  routing_number: "routingNumber",
} as const;
type BankDetailName = keyof typeof BANK_LABELS;

function Address({ address }: { address: PostalAddress }) {
  const { i18n } = useTranslation();
  let country = address.countryCode;
  try {
    country = address.countryCode
      ? (new Intl.DisplayNames([i18n.language], { type: "region" }).of(address.countryCode) ?? address.countryCode)
      : null;
  } catch {
    // an unknown language tag: the code itself
  }
  return (
    <address className="success-address">
      <strong>{address.name}</strong>
      {postalAddressLines({ ...address, name: null, country }).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

function CreateAccount({
  email,
  extensions,
  passwordTexts,
  lastResult,
}: {
  email: string;
  extensions: boolean;
  passwordTexts: PasswordTextValues;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("payment");
  const errorText = useErrorText("payment", "success.account.errors", passwordTexts);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "order-account",
    lastResult,
  });
  return (
    <section className="success-card success-account" aria-labelledby="success-account">
      <h2 id="success-account">{t("success.account.heading")}</h2>
      {/* A stock Magento has no points and cannot move the guest's order to the new account. */}
      <p>{t(extensions ? "success.account.text" : "success.account.textCore", { email: displayEmail(email) })}</p>
      <Form method="post" {...getFormProps(form)} className="success-account__form" aria-busy={busy}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={t("success.account.password")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          errors={errorText(fields.password.errors)}
          hintId={`${fields.password.id}-hint`}
        />
        {/* The rule before the first try, as on the other forms that set a password. */}
        <p id={`${fields.password.id}-hint`} className="success-account__hint">
          {t("success.account.passwordHint", passwordTexts)}
        </p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("success.account.creating") : t("success.account.create")}
        </button>
      </Form>
    </section>
  );
}

export function SuccessPage({
  order,
  email,
  guest,
  inAccount,
  extensions = true,
  passwordTexts,
  events,
  lastResult,
}: {
  order: OrderDetail;
  email: string;
  guest: boolean;
  /** Whether the order is the signed-in customer's, so that "My orders" lists it. */
  inAccount: boolean;
  /** False on a stock Magento: the account offer promises neither points nor the order moved to it. */
  extensions?: boolean;
  /** the store view's password rules, as the account offer's hint and errors name them */
  passwordTexts: PasswordTextValues;
  /** the GA4 purchase event, handed out once */
  events: readonly EcommerceEvent[];
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("payment");
  const colon = useColon();
  const storeView = useStoreView();
  const payment = order.paymentMethods[0];
  const bankTransfer = payment?.type === "banktransfer";
  // The payee and account come from the backend's payment configuration, kept on the order.
  const bankDetails = (payment?.details ?? []).filter(
    (d): d is { name: BankDetailName; value: string } => d.name in BANK_LABELS,
  );
  const reference = payment?.details.find((d) => d.name === "reference")?.value ?? order.number;
  const collected = payment?.type === "cashondelivery" || isCollectionMethod(order.shippingMethod);
  return (
    <div className="success-page">
      <EcommerceEvents events={events} />
      <header className="success-hero">
        <span className="success-hero__tick" aria-hidden="true">
          ✓
        </span>
        <div>
          <h1>{t("success.heading")}</h1>
          <p className="success-hero__number">
            {t("success.number")} <strong data-testid="order-number">{order.number}</strong>
          </p>
          {email ? <p>{t("success.emailSent", { email: displayEmail(email) })}</p> : null}
        </div>
      </header>

      <div className="success-columns">
        <div className="success-main">
          <section className="success-card" aria-labelledby="success-next">
            <h2 id="success-next">{t("success.next")}</h2>
            {bankTransfer ? (
              <>
                <p>{t("success.bankTransfer", { number: reference })}</p>
                <dl className="success-bank" data-testid="bank-details">
                  {bankDetails.map((d) => (
                    <div key={d.name}>
                      <dt>{t(`success.bank.${BANK_LABELS[d.name]}`)}</dt>
                      <dd data-bank={d.name}>{d.value}</dd>
                    </div>
                  ))}
                  <div>
                    <dt>{t("success.bank.amount")}</dt>
                    <dd>
                      <Amount money={order.totals.grandTotal} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t("success.bank.reference")}</dt>
                    <dd data-bank="reference">{reference}</dd>
                  </div>
                </dl>
              </>
            ) : null}
            <p>{collected ? t("success.collect") : t("success.delivery")}</p>
          </section>

          <section className="success-card" aria-labelledby="success-details">
            <h2 id="success-details">{t("success.details")}</h2>
            <div className="success-details">
              {order.shippingAddress ? (
                <div>
                  <h3>{collected ? t("order.collectionPoint") : t("order.deliveryAddress")}</h3>
                  <Address address={order.shippingAddress} />
                  {order.shippingMethod ? <p className="success-muted">{order.shippingMethod}</p> : null}
                </div>
              ) : null}
              {order.billingAddress ? (
                <div>
                  <h3>{t("order.billingAddress")}</h3>
                  <Address address={order.billingAddress} />
                </div>
              ) : null}
              {payment ? (
                <div>
                  <h3>{t("order.payment")}</h3>
                  <p>{payment.name}</p>
                </div>
              ) : null}
            </div>
          </section>

          {guest ? (
            <CreateAccount
              email={email}
              extensions={extensions}
              passwordTexts={passwordTexts}
              lastResult={lastResult}
            />
          ) : null}

          <p className="success-actions">
            <Link to={paths.home(storeView)} className="button button--primary">
              {t("success.continue")}
            </Link>
            {inAccount ? (
              <Link to={paths.account.orders(storeView)} className="button button--secondary">
                {t("success.viewOrders")}
              </Link>
            ) : null}
          </p>
        </div>

        <aside className="success-card success-summary" aria-labelledby="success-summary">
          <h2 id="success-summary">{t("order.summary")}</h2>
          <ul className="success-lines">
            {order.lines.map((line) => (
              <li key={line.id}>
                <span className="success-lines__name">
                  {/* One grid row: the name's link beside its quantity. */}
                  <span>
                    {line.ordered} ×{" "}
                    {line.product ? (
                      <Link to={productPath(storeView, line.product.urlKey) + line.product.search}>{line.name}</Link>
                    ) : (
                      line.name
                    )}
                  </span>
                  {line.options.map((o) => (
                    <span key={o.label} className="success-muted">
                      {o.label}
                      {colon}
                      {o.value}
                    </span>
                  ))}
                </span>
                <span>
                  <Amount money={line.price ? { ...line.price, value: line.price.value * line.ordered } : null} />
                </span>
              </li>
            ))}
          </ul>
          <dl className="success-totals">
            <div>
              <dt>{t("order.subtotal")}</dt>
              <dd>
                <Amount money={order.totals.subtotal} />
              </dd>
            </div>
            {order.totals.discounts.map((d) => (
              <div key={d.label}>
                <dt>{d.couponCode ? t("order.discountCode", { code: d.couponCode }) : t("order.discount")}</dt>
                <dd>
                  −<Amount money={d.amount} />
                </dd>
              </div>
            ))}
            {order.totals.points ? (
              <div>
                <dt>{t("order.points", { count: order.totals.points.points })}</dt>
                <dd>
                  −<Amount money={order.totals.points.amount} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t("order.shipping")}</dt>
              <dd>{order.totals.shipping?.value === 0 ? t("order.free") : <Amount money={order.totals.shipping} />}</dd>
            </div>
            <div className="success-totals__grand">
              <dt>{t("order.total")}</dt>
              <dd data-testid="order-total">
                <Amount money={order.totals.grandTotal} />
              </dd>
            </div>
            {order.totals.taxes.map((tax) => (
              <div key={tax.title} className="success-muted">
                <dt>{t("order.includedTax", { title: tax.title })}</dt>
                <dd>
                  <Amount money={tax.amount} />
                </dd>
              </div>
            ))}
          </dl>
          {order.pointsGathered > 0 ? (
            <p className="success-muted">{t("order.pointsGathered", { count: order.pointsGathered })}</p>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
