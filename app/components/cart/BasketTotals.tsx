import { useTranslation } from "react-i18next";
import type { BasketView } from "~/commerce/cart/cart";
import { Amount } from "~/components/ui/Price";

export function BasketTotals({ cart }: { cart: BasketView }) {
  const { t } = useTranslation("cart");
  return (
    <dl className="basket-totals">
      <div>
        <dt>{t("subtotal")}</dt>
        <dd>
          <Amount money={cart.subtotal} />
        </dd>
      </div>
      {cart.taxes.map((tax) => (
        <div key={tax.label} className="basket-totals__tax">
          <dt>{t("includedTax", { label: tax.label })}</dt>
          <dd>
            <Amount money={tax.amount} />
          </dd>
        </div>
      ))}
      <div className="basket-totals__grand">
        <dt>{t("grandTotal")}</dt>
        <dd data-testid="grand-total">
          <Amount money={cart.grandTotal} />
        </dd>
      </div>
    </dl>
  );
}
