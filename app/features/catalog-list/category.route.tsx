import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  breadcrumbsPart,
  cacheHeaders,
  categoryDescriptionPart,
  data,
  getCategoryByPath,
  loadListing,
  loadStoreData,
  notFound,
  pageHeaders,
  pageNumberFrom,
  productKeyInPath,
  ownAddressOfOtherStoresPage,
  productUrlKeyExists,
  redirect,
  unclaimedAddress,
} from "./category.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/routing/paths";
import { hasFilters, parseListQuery } from "~/commerce/catalog/list-query";
import { descriptionPreview } from "./category-text";
import { StaticPart } from "~/components/ui/static-part";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { ProductListing } from "~/components/catalog/ProductListing";
import { useStoreView } from "~/components/layout/useStoreView";
import { categoryPath, pathWithinStore } from "~/i18n/store-views";
import type { ScreenHandle } from "~/routing/registry";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import categoryPageStylesheet from "./category-page.css";
import { CmsPageContent, cmsPageMeta } from "~/components/cms/CmsPageArticle";
import { UNREADABLE_FORM_REASON } from "~/components/error/error-kinds";

export const handle: ScreenHandle = { screen: "category" };

/** A transparent 1x1 GIF: what a source shows where the picture is not shown at all. */
const BLANK_PICTURE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: categoryPageStylesheet }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // server.ts renders an address that cannot be decoded here, as the shop's own 400 page.
  if (context.malformedAddress) throw data(null, { status: 400 });
  // ...and a request refused before the pages ran (app/http/request-guards.server.ts) as its page.
  if (context.refusedRequest === 400) throw data({ reason: UNREADABLE_FORM_REASON }, { status: 400 });
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
  if (!category) {
    // A page's address in another store's words ("products" under /it): on to this store's.
    const ownAddress = ownAddressOfOtherStoresPage(shop.storeView, urlPath);
    if (ownAddress) throw redirect(`${ownAddress}${url.search}`, 301);
    // A product's address in another form (its url_key at the root, or another store's segment):
    // on to the product's page in this store. Anything else is simply not found.
    const key = productKeyInPath(urlPath);
    const urlKey = key ? await productUrlKeyExists(shop.commerce, key) : null;
    if (urlKey) throw redirect(paths.product(shop.storeView, urlKey), 301);
    // Else what Magento's route(url) finds there: a CMS page, a redirect, or the no-route page's 404.
    const { page, cacheTags } = await unclaimedAddress(context, urlPath);
    return data(
      // Its slug is its own in each store: no alternates guessed from this address (the sitemap has them).
      { kind: "cms" as const, ...page, seo: { alternates: false as const } },
      { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: cacheTags }) },
    );
  }
  const { t } = shop;
  const query = { ...parseListQuery(url.searchParams), page: currentPage };
  const { listing, cacheTags } = await loadListing(shop.commerce, store, { categoryUid: category.uid }, query);
  const description = category.descriptionHtml
    ? descriptionPreview(category.descriptionHtml, store.data.storeConfig.category_description_length ?? 0)
    : null;
  return data(
    {
      kind: "category" as const,
      // The description is a static part (in the document once), not again in the category's data.
      category: { ...category, descriptionHtml: null },
      listing,
      listingPath: category.urlPath ?? urlPath,
      breadcrumbs: breadcrumbsPart(context, request, category.breadcrumbs, category.name),
      description:
        description && category.descriptionHtml
          ? categoryDescriptionPart(context, description, category.descriptionHtml)
          : null,
      title: `${category.metaTitle || category.name} | ${t("brand")}`,
      metaDescription:
        category.metaDescription ||
        (category.descriptionHtml ? descriptionPreview(category.descriptionHtml, 160).preview : ""),
      // A filtered list is one of countless combinations: crawlers follow its links, index the plain list.
      seo: hasFilters(query) ? { robots: "NOINDEX,FOLLOW" } : null,
    },
    { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: [...categoryTags, ...cacheTags] }) },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  if (data?.kind === "cms") return cmsPageMeta(args);
  return data ? [{ title: data.title }, { name: "description", content: data.metaDescription }] : [];
};

export default function CategoryOrCmsPage() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.kind === "cms" ? (
    <CmsPageContent page={loaded.page} content={loaded.content} />
  ) : (
    <CategoryPage {...loaded} />
  );
}

type CategoryData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "category" }>;

function CategoryPage({ category, listing, listingPath, description, breadcrumbs }: CategoryData) {
  const children = category.subcategories;
  const storeView = useStoreView();
  const { t } = useTranslation("catalog");
  return (
    <section className="category-page" aria-labelledby="category-heading">
      <Breadcrumbs part={breadcrumbs} />
      <div className={category.image ? "category-header category-header--picture" : "category-header"}>
        {category.image ? (
          // A phone shows no category picture (category.css): an empty source there, so that it
          // does not fetch one while the first products' pictures load.
          <picture className="category-header__frame">
            <source media="(max-width: 766.98px)" srcSet={BLANK_PICTURE} />
            <ResponsiveImage
              className="category-header__picture"
              src={category.image}
              alt=""
              width={1200}
              height={800}
              sizes="(min-width: 767px) 420px, 100vw"
              priority
            />
          </picture>
        ) : null}
        <div className="category-header__text">
          <h1 id="category-heading">{category.name}</h1>
          {description ? <StaticPart part={description} className="category-description" /> : null}
        </div>
      </div>
      {children.length ? (
        <ul className="subcategories" aria-label={t("category.subcategories")}>
          {children.map(({ uid, urlPath, name }) =>
            urlPath ? (
              <li key={uid}>
                <Link to={categoryPath(storeView, urlPath)} discover="none">
                  {name}
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <ProductListing listing={listing} storeView={storeView} basePath={categoryPath(storeView, listingPath)} />
    </section>
  );
}
