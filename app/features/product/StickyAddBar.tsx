// On a phone, once the add button has scrolled away above, a bar at the foot of the screen keeps the
// product's price and an add within reach. Its button submits the page's add form (the `form`
// attribute), so it adds exactly what is ticked, with or without JavaScript. CSS alone decides when
// it shows (a scroll-driven animation on the add button's view timeline): no script is shipped for it.
import { useTranslation } from "~/i18n/use-translation";
import type { ProductPrice } from "~/commerce/catalog/product";
import { ADD_TO_BASKET_INTENT } from "~/forms/add-to-basket.fields";
import { Amount } from "~/components/ui/Price";

export function StickyAddBar({ formId, name, price }: { formId: string; name: string; price: ProductPrice }) {
  const { t } = useTranslation("product");
  return (
    <div className="sticky-add" data-testid="sticky-add">
      <p className="sticky-add__text">
        <span className="sticky-add__name">{name}</span>
        <span className="sticky-add__price">
          <Amount money={price.final} />
        </span>
      </p>
      <button
        type="submit"
        form={formId}
        name="intent"
        value={ADD_TO_BASKET_INTENT}
        className="button button--primary sticky-add__button"
      >
        {t("add.add")}
      </button>
    </div>
  );
}
