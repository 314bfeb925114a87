// The products section (/products, /de/produkte, ...): every product of the store, page by page.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { cacheHeaders, pageHeaders } from "~/http/cache.server";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { loadListing, notFound, pageNumberFrom } from "~/commerce/catalog/listing.server";
import { hasFilters, parseListQuery } from "~/commerce/catalog/list-query";
import productsPageStylesheet from "./products-page.css";
import { loadStoreData } from "~/commerce/store/store.server";
import { rootCategory } from "~/commerce/store/store";
import { ProductListing } from "~/components/catalog/ProductListing";
import { useStoreView } from "~/components/layout/useStoreView";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "productsSection" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: productsPageStylesheet }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const currentPage = pageNumberFrom(url);
  const { shop } = context;
  const store = await loadStoreData(shop.commerce);
  const root = rootCategory(store.data);
  if (!root) notFound();
  // The root category is an anchor: filtering on it lists every product of the store.
  const t = shop.tFor("catalog");
  const query = { ...parseListQuery(url.searchParams), page: currentPage };
  const { listing, cacheTags } = await loadListing(shop.commerce, store, { categoryUid: root.uid }, query);
  return data(
    {
      listing,
      title: t("allProducts.title"),
      // A filtered list is one of countless combinations: crawlers follow its links, index the plain list.
      seo: hasFilters(query) ? { robots: "NOINDEX,FOLLOW" } : null,
    },
    { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: cacheTags }) },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function ProductsIndexPage() {
  const { listing } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const storeView = useStoreView();
  return (
    <section aria-labelledby="all-products-heading">
      <h1 id="all-products-heading">{t("allProducts.heading")}</h1>
      <ProductListing listing={listing} storeView={storeView} basePath={paths.productsSection(storeView)} />
    </section>
  );
}
