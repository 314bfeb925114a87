// The headline's rating: stars and the average only at 4.5 or more (SPEC §9), and the
// number of reviews as a link to the reviews section further down the page.
import { useTranslation } from "~/i18n/use-translation";
import type { ProductDetail } from "~/commerce/catalog/product";
import { shownRating } from "~/commerce/catalog/rating";
import { useShop } from "~/components/layout/ShopContext";
import { numberFormat } from "~/i18n/format";

export function ProductRating({ rating }: { rating: ProductDetail["rating"] }) {
  const { t } = useTranslation("product");
  const { locale } = useShop();
  if (!rating?.count) return null;
  const stars = shownRating(rating);
  return (
    <p className="product-rating" data-testid="product-rating">
      {stars !== null ? (
        <>
          <span className="rating__stars" aria-hidden="true" style={{ "--stars": stars } as React.CSSProperties}>
            ★★★★★
          </span>
          <span className="product-rating__average">
            {t("rating.stars", {
              // "4,5 von 5" in German: the average in the store's language
              stars: numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stars),
            })}
          </span>
        </>
      ) : null}
      <a href="#reviews" className="product-rating__count">
        {t("rating.reviews", { count: rating.count })}
      </a>
    </p>
  );
}
