import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { configurableChoices } from "~/commerce/catalog/default-variant";
import { chooseVariantForFilters, type ListFilterValues } from "~/commerce/catalog/list-variant";
import type { ProductDetail, ProductSummary } from "~/commerce/catalog/product";
import { bundleOptions, defaultBundleSelection, type BundleSelection } from "~/commerce/catalog/product-selection";
import { useStoreView } from "~/components/layout/useStoreView";
import { AddToBasketForm } from "~/components/product/AddToBasketForm";
import { ProductCard } from "~/components/product/ProductCard";
import { paths } from "~/routing/paths";

/**
 * A product of the quick-buy display mode: the card with its flavour and size choices and the add
 * form. After an add with JavaScript the card says "Added" and counts the store's
 * quickbuy_countdown down, then returns to its choices (fresh, for the next add); "Keep choosing"
 * returns at once. Without JavaScript the add posts to the basket route and comes back to the list
 * (`redirectTo`, the list's address as it was) with the basket's message. The choices start at
 * the list's own filters where the product has them (Vanilla ticked: the vanilla variant).
 */
export function QuickBuyCard({
  summary,
  product,
  index,
  redirectTo,
  countdown,
  eager,
  filters,
}: {
  summary: ProductSummary;
  product: ProductDetail | null;
  index: number;
  redirectTo: string;
  countdown: number;
  eager: boolean;
  /** The list's filter values (flavour, size) the card's choice starts from. */
  filters: ListFilterValues;
}) {
  const { t } = useTranslation("catalog");
  const storeView = useStoreView();
  const [remaining, setRemaining] = useState<number | null>(null);
  // A new key gives the form a new fetcher: the button says "Add" again and the choices are reset.
  const [round, setRound] = useState(0);
  const [bundleSelection, setBundleSelection] = useState<BundleSelection | null>(null);

  useEffect(() => {
    if (remaining === null) return;
    const timer = window.setTimeout(() => {
      if (remaining > 1) return setRemaining(remaining - 1);
      setRemaining(null);
      setRound((r) => r + 1);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  if (!product) return <ProductCard product={summary} storeView={storeView} eager={eager} />;
  const { options, variants } = configurableChoices(product);
  const variant = variants.length ? (chooseVariantForFilters(variants, options, filters) ?? null) : null;
  const items = bundleOptions(product);
  const selection = items.length ? (bundleSelection ?? defaultBundleSelection(items)) : null;
  const inStock = (variant ?? product).inStock;

  function keepChoosing() {
    setRemaining(null);
    setBundleSelection(null);
    setRound((r) => r + 1);
  }

  return (
    <ProductCard product={summary} storeView={storeView} eager={eager}>
      <div className="quick-buy" data-testid="quick-buy">
        {remaining !== null ? (
          <div className="quick-buy__added" role="status">
            <p className="quick-buy__added-title">{t("quickBuy.added")}</p>
            <p>{t("quickBuy.countdown", { count: remaining })}</p>
            <div className="quick-buy__added-actions">
              <button type="button" className="button button--secondary" onClick={keepChoosing}>
                {t("quickBuy.keepChoosing")}
              </button>
              <Link to={paths.basket(storeView)} discover="none" className="quick-buy__basket">
                {t("quickBuy.toBasket")}
              </Link>
            </div>
          </div>
        ) : null}
        <div hidden={remaining !== null}>
          <AddToBasketForm
            key={round}
            id={`quick-buy-${index}`}
            product={product}
            redirectTo={redirectTo}
            variant={variant}
            bundleSelection={selection}
            onBundleChange={setBundleSelection}
            inStock={inStock}
            choiceInAddress={false}
            onAdded={() => {
              if (countdown > 0) setRemaining(countdown);
            }}
          />
        </div>
      </div>
    </ProductCard>
  );
}
