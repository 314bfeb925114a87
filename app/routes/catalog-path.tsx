import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getCategoryByPath, listProducts } from "~/commerce/catalog.server";
import { shopRequest } from "~/commerce/context.server";
import { isCommerceError } from "~/commerce/errors";
import { withBackendFailures } from "~/commerce/route-errors.server";
import { loadStoreData } from "~/commerce/store.server";
import { useStoreView } from "~/components/layout/useStoreView";
import { ProductCard } from "~/components/product/ProductCard";
import { Pagination } from "~/components/ui/Pagination";
import { i18next } from "~/i18n/i18next.server";
import { categoryPath, pathWithinStore } from "~/i18n/store-views";

/** SPEC §9 default page size, used when the store does not say otherwise. */
const DEFAULT_PAGE_SIZE = 18;

function notFound(): never {
  throw data(null, { status: 404 });
}

/** ?page=N, a positive whole number; anything else is not a page of this category. */
function pageNumberFrom(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) notFound();
  return Number(raw);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withBackendFailures(async () => {
    const url = new URL(request.url);
    const urlPath = pathWithinStore(url.pathname).replace(/^\/+|\/+$/g, "");
    if (!urlPath) notFound();
    const currentPage = pageNumberFrom(url);
    const shop = await shopRequest(request, context);
    const [{ category }, storeData] = await Promise.all([getCategoryByPath(shop.commerce, urlPath), loadStoreData(shop.commerce)]);
    if (!category) notFound();
    const pageSize = storeData.storeConfig.grid_per_page || DEFAULT_PAGE_SIZE;
    const { products } = await listProducts(shop.commerce, {
      categoryUid: category.uid,
      pageSize,
      currentPage,
      sort: { field: "position", direction: "ASC" },
    }).catch((error: unknown) => {
      // Magento refuses a page past the last one with a GraphQL error: for the shopper that page does not exist.
      if (currentPage > 1 && isCommerceError(error) && error.kind === "graphql") notFound();
      throw error;
    });
    if (currentPage > 1 && currentPage > products.page_info.total_pages) notFound();
    const t = await i18next.getFixedT(request, "common");
    return { category, products, title: `${category.name} | ${t("brand")}` };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.category.description?.replace(/<[^>]+>/g, "").slice(0, 160) ?? "" }] : [];

export default function CategoryPage() {
  const { category, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const storeView = useStoreView();
  const base = categoryPath(storeView, category.url_path);
  return (
    <section className="category-page" aria-labelledby="category-heading">
      <nav aria-label={t("breadcrumbs")} className="breadcrumbs">
        <ol>
          {category.breadcrumbs?.map((crumb) => (
            <li key={crumb.category_uid}>
              <Link to={categoryPath(storeView, crumb.category_url_path)}>{crumb.category_name}</Link>
            </li>
          ))}
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <h1 id="category-heading">{category.name}</h1>
      {category.children.length ? (
        <ul className="subcategories">
          {category.children.map((child) => (
            <li key={child.uid}>
              <Link to={categoryPath(storeView, child.url_path)}>{child.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="category-page__count">{t("category.productCount", { count: products.total_count })}</p>
      <div className="product-grid">
        {products.items.map((product, index) => (
          <ProductCard key={product.uid} product={product} storeView={storeView} eager={index < 4} />
        ))}
      </div>
      <Pagination
        current={products.page_info.current_page}
        total={products.page_info.total_pages}
        hrefFor={(page) => (page === 1 ? base : `${base}?page=${page}`)}
      />
    </section>
  );
}
