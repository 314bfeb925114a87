import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ProductSummary } from "~/commerce/catalog/product";
import { productPath, type StoreView } from "~/i18n/store-views";
import { ProductPriceTag } from "~/components/ui/Price";

export function ProductCard({
  product,
  storeView,
  eager = false,
}: {
  product: ProductSummary;
  storeView: StoreView;
  eager?: boolean;
}) {
  const { t } = useTranslation("catalog");
  const picture = (
    <>
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt=""
          width={256}
          height={256}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : null}
      <h3 className="product-card__name">{product.name}</h3>
    </>
  );
  return (
    <article className="product-card">
      {/* A product without a URL key has no page to link to. */}
      {product.urlKey ? (
        <Link to={productPath(storeView, product.urlKey)} prefetch="intent" className="product-card__link">
          {picture}
        </Link>
      ) : (
        <div className="product-card__link">{picture}</div>
      )}
      <ProductPriceTag price={product.price} fromPrice={product.priceIsFrom} />
      {!product.inStock ? <p className="stock stock--out">{t("stock.outOfStock")}</p> : null}
    </article>
  );
}
