// The products section (/products, /de/produkte, ...): every product of the store, page by page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { cacheHeaders, pageHeaders } from "~/http/cache.server";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listingPage, notFound, pageNumberFrom } from "~/commerce/catalog/listing.server";
import { loadStoreData } from "~/commerce/store/store.server";
import { rootCategory } from "~/commerce/store/store";
import { ProductListing } from "~/components/catalog/ProductListing";
import { useStoreView } from "~/components/layout/useStoreView";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "productsSection" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const currentPage = pageNumberFrom(new URL(request.url));
  const { shop } = context;
  const store = await loadStoreData(shop.commerce);
  const root = rootCategory(store.data);
  if (!root) notFound();
  // The root category is an anchor: filtering on it lists every product of the store.
  const t = shop.tFor("catalog");
  const { products, cacheTags } = await listingPage(shop.commerce, store, root.uid, currentPage);
  return data(
    { products, title: t("allProducts.title") },
    { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: cacheTags }) },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function ProductsIndexPage() {
  const { products } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const storeView = useStoreView();
  return (
    <section aria-labelledby="all-products-heading">
      <h1 id="all-products-heading">{t("allProducts.heading")}</h1>
      <ProductListing products={products} storeView={storeView} basePath={paths.productsSection(storeView)} />
    </section>
  );
}
