// The unit price line as the product page prints it ("£0.55 per serving · £22.00 per kg · 100
// servings"), made with the page so that no formatting code is shipped for it.
import type { AppLoadContext } from "@remix-run/node";
import { currencyFormats } from "~/commerce/store/store";
import type { StoreData } from "~/commerce/store/store";
import { formatMoney, numberFormat } from "~/i18n/format";
import type { Money } from "~/commerce/money";
import type { ProductPack } from "~/commerce/catalog/product";
import { unitPrices } from "./unit-price";

export function unitPriceLine(
  shop: AppLoadContext["shop"],
  store: StoreData,
  price: Money | null,
  pack: ProductPack,
): string | null {
  const unit = unitPrices(price, pack);
  if (!unit) return null;
  const locale = shop.storeView.locale;
  const money = (amount: Money) => formatMoney(amount, locale, currencyFormats(store));
  const t = shop.tFor("product");
  const parts = [
    unit.perServing ? t("unitPrice.perServing", { amount: money(unit.perServing) }) : null,
    unit.perKg ? t("unitPrice.perKg", { amount: money(unit.perKg) }) : null,
    unit.servings
      ? t("unitPrice.servings", {
          count: unit.servings,
          formatted: numberFormat(locale).format(unit.servings),
        })
      : null,
  ].filter((part): part is string => part !== null);
  return parts.join(" · ");
}
