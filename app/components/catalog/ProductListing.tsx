import { useTranslation } from "react-i18next";
import { presentItems } from "~/commerce/lists";
import type { ProductList } from "~/commerce/types";
import type { StoreView } from "~/i18n/store-views";
import { ProductCard } from "~/components/product/ProductCard";
import { Pagination } from "~/components/ui/Pagination";

/** A product grid with its count and page links; `basePath` is the listing's page-1 URL. */
export function ProductListing({
  products,
  storeView,
  basePath,
}: {
  products: ProductList;
  storeView: StoreView;
  basePath: string;
}) {
  const { t } = useTranslation("catalog");
  return (
    <>
      <p className="listing__count">{t("category.productCount", { count: products.total_count ?? 0 })}</p>
      <div className="product-grid">
        {presentItems(products.items).map((product, index) => (
          <ProductCard key={product.uid} product={product} storeView={storeView} eager={index < 4} />
        ))}
      </div>
      <Pagination
        current={products.page_info?.current_page ?? 1}
        total={products.page_info?.total_pages ?? 1}
        hrefFor={(page) => (page === 1 ? basePath : `${basePath}?page=${page}`)}
      />
    </>
  );
}
