import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { cacheHeaders, pageHeaders } from "~/http/cache.server";
import { Link, useLoaderData } from "@remix-run/react";
import { getCategoryByPath } from "~/commerce/catalog/category.server";
import { loadListing, notFound, pageNumberFrom } from "~/commerce/catalog/listing.server";
import { parseListQuery } from "~/commerce/catalog/list-query";
import { loadStoreData } from "~/commerce/store/store.server";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { ProductListing } from "~/components/catalog/ProductListing";
import { useStoreView } from "~/components/layout/useStoreView";
import { categoryPath, pathWithinStore } from "~/i18n/store-views";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "category" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // server.ts renders an address that cannot be decoded here, as the shop's own 400 page.
  if (context.malformedAddress) throw data(null, { status: 400 });
  // ...and a request refused before the pages ran (app/http/request-guards.server.ts) as its page.
  if (context.refusedRequest) throw data(null, { status: context.refusedRequest });
  const url = new URL(request.url);
  const urlPath = pathWithinStore(url.pathname).replace(/^\/+|\/+$/g, "");
  if (!urlPath) notFound();
  const currentPage = pageNumberFrom(url);
  const { shop } = context;
  const [{ category, cacheTags: categoryTags }, store] = await Promise.all([
    getCategoryByPath(shop.commerce, urlPath),
    loadStoreData(shop.commerce),
  ]);
  if (!category) notFound();
  const { t } = shop;
  const { listing, cacheTags } = await loadListing(
    shop.commerce,
    store,
    { categoryUid: category.uid },
    {
      ...parseListQuery(url.searchParams),
      page: currentPage,
    },
  );
  return data(
    {
      category,
      listing,
      listingPath: category.urlPath ?? urlPath,
      title: `${category.name} | ${t("brand")}`,
    },
    { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: [...categoryTags, ...cacheTags] }) },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.title },
        { name: "description", content: data.category.descriptionHtml?.replace(/<[^>]+>/g, "").slice(0, 160) ?? "" },
      ]
    : [];

export default function CategoryPage() {
  const { category, listing, listingPath } = useLoaderData<typeof loader>();
  const children = category.subcategories;
  const storeView = useStoreView();
  return (
    <section className="category-page" aria-labelledby="category-heading">
      <Breadcrumbs
        trail={category.breadcrumbs.map((crumb) => ({
          name: crumb.name,
          path: crumb.urlPath ? categoryPath(storeView, crumb.urlPath) : null,
        }))}
        current={category.name}
      />
      <h1 id="category-heading">{category.name}</h1>
      {children.length ? (
        <ul className="subcategories">
          {children.map(({ uid, urlPath, name }) =>
            urlPath ? (
              <li key={uid}>
                <Link to={categoryPath(storeView, urlPath)}>{name}</Link>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <ProductListing listing={listing} storeView={storeView} basePath={categoryPath(storeView, listingPath)} />
    </section>
  );
}
