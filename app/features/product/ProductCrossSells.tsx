// "Goes well with" on the product page: what the shop suggests with this product, each
// with a quick add (a simple product: one click, back to this page) or a link to choose its options
// (a configurable or a bundle). SPEC §9's "57% also bought this" line sits on the first suggestion.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { CrossSellOffer } from "~/commerce/cart/cross-sells";
import { CrossSellQuickAdd } from "~/components/cart/CrossSellQuickAdd";
import { useStoreView } from "~/components/layout/useStoreView";
import { ProductPriceTag } from "~/components/ui/Price";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { paths } from "~/routing/paths";

/** SPEC §9: the share of shoppers the marketing line says also bought the suggestion. */
export const ALSO_BOUGHT_PERCENT = 57;

export function ProductCrossSells({ offers }: { offers: CrossSellOffer[] }) {
  const { t } = useTranslation("crosssells");
  const storeView = useStoreView();
  const location = useLocation();
  if (!offers.length) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <section className="product-cross-sells" aria-labelledby="product-cross-sells-heading">
      <h2 id="product-cross-sells-heading">{t("block.title")}</h2>
      <ul className="product-cross-sells__list">
        {offers.map((offer, index) => {
          const page = paths.product(storeView, offer.urlKey ?? "");
          return (
            <li key={offer.sku} className="product-cross-sell" data-testid="product-cross-sell">
              <Link to={page} discover="none" className="product-cross-sell__image" tabIndex={-1} aria-hidden="true">
                {offer.imageUrl ? (
                  <ResponsiveImage src={offer.imageUrl} alt="" width={160} height={160} sizes="160px" />
                ) : null}
              </Link>
              <div className="product-cross-sell__body">
                <h3 className="product-cross-sell__name">
                  <Link to={page} discover="none">
                    {offer.name}
                  </Link>
                </h3>
                {index === 0 ? (
                  <p className="product-cross-sell__social">
                    {t("block.alsoBought", { percent: ALSO_BOUGHT_PERCENT })}
                  </p>
                ) : null}
                <ProductPriceTag price={offer.price} />
              </div>
              {offer.needsChoice ? (
                <Link to={page} discover="none" className="button button--secondary product-cross-sell__choose">
                  {t("block.choose")}
                  <span className="visually-hidden">: {offer.name}</span>
                </Link>
              ) : (
                <CrossSellQuickAdd urlKey={offer.urlKey ?? ""} name={offer.name} redirectTo={here} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
