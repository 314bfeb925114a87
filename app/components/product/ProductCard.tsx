import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductSummary } from "~/commerce/catalog/product";
import { shownRating } from "~/commerce/catalog/rating";
import { productPath, type StoreView } from "~/i18n/store-views";
import { ProductPriceTag } from "~/components/ui/Price";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { WishlistButton } from "./WishlistButton";

/** How wide a card's picture is shown: 4 columns from 991 px, 3 from 767 px, 2 below (product-card.css). */
export const CARD_IMAGE_SIZES = "(min-width: 991px) 290px, (min-width: 767px) 31vw, 47vw";

/** Percent off the regular price, whole percent, or null when not discounted. */
export function percentOff(price: ProductSummary["price"]): number | null {
  const { final, regular } = price;
  if (!final || !regular || regular.value <= 0 || final.value >= regular.value) return null;
  const percent = Math.round((1 - final.value / regular.value) * 100);
  return percent > 0 ? percent : null;
}

/**
 * Stars out of five as a bar (a visual) with the number and review count as text for everyone; the
 * number is written the store's way ("4,7" in German), as translate() writes any number it is given.
 */
export function RatingSummary({ rating }: { rating: ProductSummary["rating"] }) {
  const { t } = useTranslation("catalog");
  const stars = shownRating(rating);
  // SPEC §9: below the 4.5 threshold the rating is not worth showing (nor is a product without reviews).
  if (stars === null || !rating) return null;
  return (
    <p className="rating" data-testid="rating">
      <span className="rating__stars star-bar" aria-hidden="true" style={{ "--stars": stars } as React.CSSProperties} />
      <span className="rating__text">{t("card.rating", { stars, count: rating.count })}</span>
    </p>
  );
}

/**
 * A product in a list (category pages, the products section, search results, the home page):
 * picture, badges, name, rating, price and stock. `eager` for the first row, lazy below it.
 */
export function ProductCard({
  product,
  storeView,
  eager = false,
  children,
}: {
  product: ProductSummary;
  storeView: StoreView;
  eager?: boolean;
  /** What a display mode adds below (the list mode's button). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("catalog");
  const off = percentOff(product.price);
  const picture = (
    <>
      <span className="product-card__media">
        {product.imageUrl ? (
          <ResponsiveImage
            src={product.imageUrl}
            alt=""
            width={256}
            height={256}
            sizes={CARD_IMAGE_SIZES}
            priority={eager}
          />
        ) : (
          <span className="product-card__placeholder" />
        )}
        {product.badges.length ? (
          <span className="badges">
            {product.badges.map((badge) => (
              <span key={badge} className={`badge badge--${badge}`}>
                {badge === "sale" && off ? t("badge.saleOff", { percent: off }) : t(`badge.${badge}`)}
              </span>
            ))}
          </span>
        ) : null}
      </span>
      <h3 className="product-card__name">{product.name}</h3>
    </>
  );
  return (
    <article className="product-card">
      {/* A product without a URL key has no page to link to. */}
      {product.urlKey ? (
        <Link
          to={productPath(storeView, product.urlKey)}
          prefetch="intent"
          discover="none"
          className="product-card__link"
        >
          {picture}
        </Link>
      ) : (
        <div className="product-card__link">{picture}</div>
      )}
      <WishlistButton sku={product.sku} />
      <RatingSummary rating={product.rating} />
      <ProductPriceTag price={product.price} fromPrice={product.priceIsFrom} />
      {!product.inStock ? (
        <p className="stock stock--out">{t("stock.outOfStock")}</p>
      ) : product.onlyLeft ? (
        <p className="stock stock--low">{t("stock.onlyLeft", { count: product.onlyLeft })}</p>
      ) : null}
      {children}
    </article>
  );
}
