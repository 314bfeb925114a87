import { useTranslation } from "~/i18n/use-translation";
import type { BasketView } from "~/commerce/cart/cart";
import { Amount } from "~/components/ui/Price";

/** The basket's totals: subtotal with and without VAT, discounts, shipping, points, VAT, grand total. */
export function BasketTotals({ cart }: { cart: BasketView }) {
  const { t } = useTranslation("cart");
  return (
    <dl className="basket-totals" data-testid="basket-totals">
      <div>
        <dt>{t("subtotal")}</dt>
        <dd data-testid="subtotal">
          <Amount money={cart.subtotal} />
        </dd>
      </div>
      <div className="basket-totals__minor">
        <dt>{t("subtotalExcludingTax")}</dt>
        <dd>
          <Amount money={cart.subtotalExcludingTax} />
        </dd>
      </div>
      {cart.discounts.map((discount) => (
        <div key={discount.label} className="basket-totals__discount" data-testid="discount">
          <dt>{discount.label}</dt>
          <dd>
            −<Amount money={discount.amount} />
          </dd>
        </div>
      ))}
      {cart.shippingMethod ? (
        <div data-testid="shipping-total">
          <dt>{t("shippingNamed", { method: cart.shippingMethod.title })}</dt>
          <dd>{cart.shippingMethod.amount?.value === 0 ? t("free") : <Amount money={cart.shippingMethod.amount} />}</dd>
        </div>
      ) : null}
      {cart.pointsDiscount ? (
        <div className="basket-totals__discount" data-testid="points-total">
          <dt>{t("pointsDiscount")}</dt>
          <dd>
            −<Amount money={cart.pointsDiscount} />
          </dd>
        </div>
      ) : null}
      <div className="basket-totals__grand">
        <dt>{t("grandTotal")}</dt>
        <dd data-testid="grand-total">
          <Amount money={cart.grandTotal} />
        </dd>
      </div>
      {cart.taxes.map((tax) => (
        <div key={tax.label} className="basket-totals__tax basket-totals__minor">
          <dt>{t("includedTax", { label: tax.label })}</dt>
          <dd>
            <Amount money={tax.amount} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
