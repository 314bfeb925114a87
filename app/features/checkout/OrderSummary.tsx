// The checkout's order summary: the basket's lines (image, name, options, quantity, price) and its
// totals. Beside the step on a wide screen (sticky); on a phone a `details` above the step, closed,
// its summary line showing the total (works without JavaScript).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { BasketView } from "~/commerce/cart/cart";
import { useStoreView } from "~/components/layout/useStoreView";
import { Amount } from "~/components/ui/Price";
import { paths } from "~/routing/paths";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useColon } from "~/i18n/colon";
import type { CheckoutStepName } from "~/routing/registry";

/**
 * The lines are not links to their products, unlike the basket's: a link here leads out of the
 * checkout half way through payment (Magento's Luma checkout, like most, does not link them either);
 * "Edit basket" below is the way back, and the basket's lines link to the products.
 */
function SummaryLines({ cart }: { cart: BasketView }) {
  const { t } = useTranslation("checkout");
  const colon = useColon();
  return (
    <ul className="order-summary__lines">
      {cart.lines.map((line) => {
        const options = [
          ...line.configurableOptions.map((o) => `${o.label}${colon}${o.value}`),
          ...line.bundleOptions.flatMap((o) => o.values.map((v) => `${v.quantity} × ${v.label}`)),
          ...(line.subscription ? [t("summary.subscription", { weeks: line.subscription.frequencyWeeks })] : []),
        ];
        return (
          <li key={line.uid} className="order-summary__line" data-testid="summary-line">
            <span className="order-summary__image">
              {line.imageUrl ? (
                <ResponsiveImage src={line.imageUrl} alt="" width={64} height={64} sizes="64px" />
              ) : null}
              <span className="order-summary__qty" aria-hidden="true">
                {line.quantity}
              </span>
            </span>
            <span className="order-summary__name">
              {line.name}
              {options.length ? <span className="order-summary__options">{options.join(", ")}</span> : null}
              <span className="visually-hidden">{t("summary.quantity", { count: line.quantity })}</span>
            </span>
            <span className="order-summary__price">
              {line.isReward ? t("summary.free") : <Amount money={line.rowTotal} />}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** `step`: the checkout step beside it; on the delivery step an option may be ticked but is not yet the basket's. */
function SummaryTotals({ cart, step }: { cart: BasketView; step?: CheckoutStepName }) {
  const { t } = useTranslation("checkout");
  return (
    <dl className="order-summary__totals" data-testid="summary-totals">
      <div>
        <dt>{t("summary.subtotal")}</dt>
        <dd>
          <Amount money={cart.subtotal} />
        </dd>
      </div>
      {cart.discounts.map((discount) => (
        <div key={discount.label} className="order-summary__discount">
          <dt>{discount.label}</dt>
          <dd>
            −<Amount money={discount.amount} />
          </dd>
        </div>
      ))}
      {cart.pointsDiscount ? (
        <div className="order-summary__discount">
          <dt>{t("summary.points")}</dt>
          <dd>
            −<Amount money={cart.pointsDiscount} />
          </dd>
        </div>
      ) : null}
      <div data-testid="summary-delivery">
        <dt>
          {cart.shippingMethod
            ? t("summary.deliveryNamed", { method: cart.shippingMethod.title })
            : t("summary.delivery")}
        </dt>
        <dd>
          {!cart.shippingMethod ? (
            <span className="order-summary__pending">
              {t(step === "delivery" ? "summary.deliveryNext" : "summary.deliveryLater")}
            </span>
          ) : cart.shippingMethod.amount?.value === 0 ? (
            t("summary.free")
          ) : (
            <Amount money={cart.shippingMethod.amount} />
          )}
        </dd>
      </div>
      <div className="order-summary__grand">
        <dt>{t("summary.total")}</dt>
        <dd data-testid="summary-grand-total">
          <Amount money={cart.grandTotal} />
        </dd>
      </div>
      {cart.taxes.map((tax) => (
        <div key={tax.label} className="order-summary__tax">
          <dt>{t("summary.includedTax", { label: tax.label })}</dt>
          <dd>
            <Amount money={tax.amount} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderSummary({ cart, step }: { cart: BasketView; step?: CheckoutStepName }) {
  const { t } = useTranslation("checkout");
  const storeView = useStoreView();
  const body = (
    <>
      <SummaryLines cart={cart} />
      <SummaryTotals cart={cart} step={step} />
      <p className="order-summary__edit">
        <Link to={paths.basket(storeView)}>{t("summary.editBasket")}</Link>
      </p>
    </>
  );
  return (
    <>
      {/* A phone: closed above the step, the total in view. */}
      <details className="order-summary order-summary--compact">
        <summary>
          <span className="order-summary__toggle">{t("summary.show", { count: cart.totalQuantity })}</span>
          <span className="order-summary__toggle-total">
            <Amount money={cart.grandTotal} />
          </span>
        </summary>
        {body}
      </details>
      {/* A wide screen: beside the step, sticky. */}
      <aside className="order-summary order-summary--side" aria-labelledby="order-summary-heading">
        <h2 id="order-summary-heading">{t("summary.title")}</h2>
        {body}
      </aside>
    </>
  );
}
