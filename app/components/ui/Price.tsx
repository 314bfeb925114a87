import { useTranslation } from "~/i18n/use-translation";
import type { ProductPrice } from "~/commerce/catalog/product";
import type { Money } from "~/commerce/money";
import { useShop } from "~/components/layout/ShopContext";
import { formatMoney } from "~/i18n/format";

/** An amount of money; nothing when the backend did not give one. */
export function Amount({ money }: { money: Money | null }) {
  const { locale, currencyFormats } = useShop();
  return money ? <>{formatMoney(money, locale, currencyFormats)}</> : null;
}

/** Final price, with the regular price struck through when discounted. */
export function ProductPriceTag({ price, fromPrice = false }: { price: ProductPrice; fromPrice?: boolean }) {
  const { t } = useTranslation("catalog");
  const discounted = price.regular !== null && price.final !== null && price.regular.value > price.final.value;
  return (
    <p className="price" data-testid="price">
      {fromPrice ? <span className="price__from">{t("price.from")} </span> : null}
      <span className="price__final">
        <Amount money={price.final} />
      </span>
      {discounted ? (
        <s className="price__regular">
          <span className="visually-hidden">{t("price.was")} </span>
          <Amount money={price.regular} />
        </s>
      ) : null}
    </p>
  );
}
