// Under the price: whether the pack shown can be bought now (sold for good, in stock, out of stock)
// and its SKU. The loader makes them for the pack its address asks for, and the page's data is always
// made again for the address shown (a choice is a navigation), so the browser never changes them on
// its own: a static part (app/components/ui/static-part.tsx), so that the page's script carries none
// of it.
import type { AppLoadContext } from "@remix-run/node";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { staticPart } from "~/shell/static-part.server";

export const PRODUCT_FACTS_KEY = "product-facts";

/** Inside div.product-page__facts: the stock line and the SKU of the pack shown. */
export function productFactsPart(
  context: AppLoadContext,
  { soldOut, inStock, sku }: { soldOut: boolean; inStock: boolean; sku: string },
): StaticPartHtml {
  const t = context.shop.tFor("product");
  return staticPart(
    context,
    PRODUCT_FACTS_KEY,
    <>
      <p className={inStock ? "stock stock--in" : "stock stock--out"} data-testid="stock-status">
        {soldOut ? t("soldOut.title") : inStock ? t("stock.inStock") : t("stock.outOfStock")}
      </p>
      <p className="product-page__sku" data-testid="sku">
        {t("sku", { sku })}
      </p>
    </>,
  );
}
