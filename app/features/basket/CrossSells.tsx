import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { CrossSellCard } from "~/commerce/cart/cross-sells";
import { useStoreView } from "~/components/layout/useStoreView";
import { ProductPriceTag } from "~/components/ui/Price";
import { paths } from "~/routing/paths";
import { CrossSellQuickAdd } from "~/components/cart/CrossSellQuickAdd";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";

/**
 * The basket's cross-sells ("Goes well with"): what the shop's rules suggest for the basket's lines,
 * each with the rule's label (its class name as a CSS modifier), protein insight, price and a quick
 * add that comes back to the basket. Nothing when the store switched `cross_sell_cart` off (the
 * backend then suggests nothing) or nothing suggested is for sale.
 */
export function CrossSells({ cards }: { cards: CrossSellCard[] }) {
  const { t } = useTranslation("crosssells");
  const storeView = useStoreView();
  if (!cards.length) return null;
  const basket = paths.basket(storeView);
  return (
    <section className="cross-sells" aria-labelledby="cross-sells-heading">
      <h2 id="cross-sells-heading">{t("block.title")}</h2>
      <ul className="cross-sells__list">
        {cards.map((card, index) => (
          <li key={card.sku} className={["cross-sell", card.className].filter(Boolean).join(" ")}>
            {card.imageUrl ? (
              <ResponsiveImage
                className="cross-sell__image"
                src={card.imageUrl}
                alt=""
                width={96}
                height={96}
                sizes="96px"
              />
            ) : (
              <span className="cross-sell__image cross-sell__image--none" aria-hidden="true" />
            )}
            <div className="cross-sell__body">
              {card.label ? <p className="cross-sell__label">{card.label}</p> : null}
              <h3 className="cross-sell__name">
                <Link to={paths.product(storeView, card.offer.urlKey ?? "")}>{card.name}</Link>
              </h3>
              {card.proteinInsight ? <p className="cross-sell__insight">{card.proteinInsight}</p> : null}
              {/* SPEC §9's marketing line, on the first (most often bought) suggestion only. */}
              {index === 0 ? <p className="cross-sell__social">{t("block.alsoBought", { percent: 57 })}</p> : null}
              <ProductPriceTag price={card.offer.price} />
            </div>
            <CrossSellQuickAdd urlKey={card.offer.urlKey ?? ""} name={card.name} redirectTo={basket} />
          </li>
        ))}
      </ul>
    </section>
  );
}
