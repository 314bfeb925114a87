import { useTranslation } from "react-i18next";
import { buildListSearch, withListChange } from "~/commerce/catalog/list-query";
import type { Listing } from "~/commerce/catalog/listing";
import type { StoreView } from "~/i18n/store-views";
import { ProductCard } from "~/components/product/ProductCard";
import { Pagination } from "~/components/ui/Pagination";

/**
 * A product list (category pages, the products section, search results): its count, products and
 * page links. `basePath` is the list's address without a query (the category, /products, /search).
 */
export function ProductListing({
  listing,
  storeView,
  basePath,
}: {
  listing: Listing;
  storeView: StoreView;
  basePath: string;
}) {
  const { t } = useTranslation("catalog");
  const { products, query } = listing;
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
        hrefFor={(page) => `${basePath}${buildListSearch(withListChange(query, { page }))}`}
      />
    </>
  );
}
