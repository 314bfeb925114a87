import { useTranslation } from "react-i18next";
import type { ProductListPage } from "~/commerce/catalog/product";
import type { StoreView } from "~/i18n/store-views";
import { ProductCard } from "~/components/product/ProductCard";
import { Pagination } from "~/components/ui/Pagination";

/** A product grid with its count and page links; `basePath` is the listing's page-1 URL. */
export function ProductListing({
  products,
  storeView,
  basePath,
}: {
  products: ProductListPage;
  storeView: StoreView;
  basePath: string;
}) {
  const { t } = useTranslation("catalog");
  return (
    <>
      <p className="listing__count">{t("category.productCount", { count: products.totalCount })}</p>
      <div className="product-grid">
        {products.products.map((product, index) => (
          <ProductCard key={product.uid} product={product} storeView={storeView} eager={index < 4} />
        ))}
      </div>
      <Pagination
        current={products.currentPage}
        total={products.totalPages}
        hrefFor={(page) => (page === 1 ? basePath : `${basePath}?page=${page}`)}
      />
    </>
  );
}
