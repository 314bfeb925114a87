import { useTranslation } from "~/i18n/use-translation";
import { priceRangeLabel } from "~/commerce/catalog/price-label";
import { useShop } from "~/components/layout/ShopContext";

/** Labels a price range in the list's currency, with the shop's locale and currency formats. */
export function usePriceLabel(currency: string) {
  const { t } = useTranslation("catalog");
  const { locale, currencyFormats } = useShop();
  return (range: { from: number | null; to: number | null }) =>
    priceRangeLabel(range, currency, locale, currencyFormats, (key, values) => t(key, values));
}
