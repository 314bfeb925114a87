// On a phone, once the add button has scrolled away above, a bar at the foot of the screen keeps the
// product's price and an add within reach. Its button submits the page's add form (the `form`
// attribute), so it adds exactly what is ticked, with or without JavaScript. CSS alone decides when
// it shows (a scroll-driven animation on the add button's view timeline), and its name and price are
// the pack the loader shows: markup that never changes in the browser, made here as a static part
// (app/components/ui/static-part.tsx), so no script is shipped for it.
import type { AppLoadContext } from "@remix-run/node";
import type { Money } from "~/commerce/money";
import { currencyFormats, type StoreData } from "~/commerce/store/store";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { ADD_TO_BASKET_INTENT } from "~/forms/add-to-basket.fields";
import { formatMoney } from "~/i18n/format";
import { staticPart } from "~/shell/static-part.server";

export const STICKY_ADD_KEY = "sticky-add";

/** Inside div.sticky-add: the product's name, the price of the pack shown and the add button. */
export function stickyAddPart(
  context: AppLoadContext,
  store: StoreData,
  { formId, name, price }: { formId: string; name: string; price: Money | null },
): StaticPartHtml {
  const { shop } = context;
  const t = shop.tFor("product");
  return staticPart(
    context,
    STICKY_ADD_KEY,
    <>
      <p className="sticky-add__text">
        <span className="sticky-add__name">{name}</span>
        <span className="sticky-add__price">
          {price ? formatMoney(price, shop.storeView.locale, currencyFormats(store)) : null}
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
    </>,
  );
}
