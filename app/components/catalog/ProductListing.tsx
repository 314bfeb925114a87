import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { buildListSearch, withListChange } from "~/commerce/catalog/list-query";
import type { Listing } from "~/commerce/catalog/listing";
import type { StoreView } from "~/i18n/store-views";
import { productPath } from "~/i18n/store-views";
import { ProductCard } from "~/components/product/ProductCard";
import { Pagination } from "~/components/ui/Pagination";
import { AppliedFilters } from "./AppliedFilters";
import { ListFilters } from "./ListFilters";
import { LIST_RESULTS_ID } from "./listing-links";
import { ListToolbar } from "./ListToolbar";
import { QuickBuyCard } from "./QuickBuyCard";

/** Cards above this index are in the first screenful and load at once; the rest lazily. */
const EAGER_CARDS = 4;

/**
 * A product list (category pages, the products section, search results): filters, applied chips,
 * count, sort, display modes, the products and the pages. `basePath` is the list's address without
 * a query (the category, /products, /search). Everything is a link or a GET form over that address;
 * with JavaScript the list updates in place and is dimmed (aria-busy) while the next one loads.
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
  const navigation = useNavigation();
  const location = useLocation();
  const { products, query } = listing;
  // Busy while this list's own address is loading (a filter, sort, page or mode), not another page's.
  const busy = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const here = `${basePath}${buildListSearch(query)}`;
  const quickBuy = query.mode === "quickbuy" ? listing.quickBuy : null;
  return (
    <div className="listing">
      <ListFilters listing={listing} action={basePath} />
      <div className="listing__main" id={LIST_RESULTS_ID}>
        <AppliedFilters listing={listing} basePath={basePath} />
        <ListToolbar listing={listing} basePath={basePath} />
        <div
          className={`listing__products listing__products--${query.mode}${busy ? " listing__products--busy" : ""}`}
          aria-busy={busy}
          data-testid="product-list"
        >
          {products.products.length ? null : <p className="listing__empty">{t("list.empty")}</p>}
          {products.products.map((product, index) => {
            const eager = index < EAGER_CARDS;
            if (quickBuy) {
              return (
                <QuickBuyCard
                  key={product.uid}
                  summary={product}
                  product={quickBuy.find((p) => p.sku === product.sku) ?? null}
                  index={index}
                  redirectTo={here}
                  countdown={listing.quickBuyCountdown}
                  eager={eager}
                  filters={query.filters}
                />
              );
            }
            return (
              <ProductCard key={product.uid} product={product} storeView={storeView} eager={eager}>
                {query.mode === "list" && product.shortText ? (
                  <p className="product-card__summary">{product.shortText}</p>
                ) : null}
                {query.mode === "list" && product.urlKey ? (
                  <Link
                    discover="none"
                    to={productPath(storeView, product.urlKey)}
                    className="button button--primary product-card__cta"
                  >
                    {t("list.view")}
                    <span className="visually-hidden"> {product.name}</span>
                  </Link>
                ) : null}
              </ProductCard>
            );
          })}
        </div>
        <Pagination
          current={products.currentPage}
          total={products.totalPages}
          hrefFor={(page) => `${basePath}${buildListSearch(withListChange(query, { page }))}`}
        />
      </div>
    </div>
  );
}
