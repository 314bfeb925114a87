// The unit prices under a product's price: "£0.55 per serving · £22.00 per kg · 100 servings".
import { useTranslation } from "react-i18next";
import type { Money } from "~/commerce/money";
import type { ProductPack } from "~/commerce/catalog/product";
import { unitPrices } from "~/commerce/catalog/unit-price";
import { useShop } from "~/components/layout/ShopContext";
import { formatMoney } from "~/i18n/format";

export function UnitPriceLine({ price, pack }: { price: Money | null; pack: ProductPack }) {
  const { t } = useTranslation("product");
  const { locale, currencyFormats } = useShop();
  const unit = unitPrices(price, pack);
  if (!unit) return null;
  const parts = [
    unit.perServing
      ? t("unitPrice.perServing", { amount: formatMoney(unit.perServing, locale, currencyFormats) })
      : null,
    unit.perKg ? t("unitPrice.perKg", { amount: formatMoney(unit.perKg, locale, currencyFormats) }) : null,
    unit.servings
      ? t("unitPrice.servings", {
          count: unit.servings,
          formatted: new Intl.NumberFormat(locale).format(unit.servings),
        })
      : null,
  ].filter((part): part is string => part !== null);
  return (
    <p className="unit-price" data-testid="unit-price">
      {parts.join(" · ")}
    </p>
  );
}
