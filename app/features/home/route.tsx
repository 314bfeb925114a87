import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  cacheHeaders,
  data,
  displayCurrency,
  homeJsonLd,
  isCommerceError,
  isSpeedTestAgent,
  listProducts,
  loadHomeBlocks,
  loadHomeSections,
  loadStoreData,
  menuCategories,
  pageHeaders,
  paths,
  shopPromises,
} from "./home.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { ShopPromisesStrip } from "~/components/layout/ShopPromisesStrip";
import { ProductCard } from "~/components/product/ProductCard";
import { BestSellersByGoal, WeeklyDeals } from "./HomeSections";
import type { HomeSections } from "./home-sections";
import { categoryPath } from "~/i18n/store-views";
import type { ScreenHandle } from "~/routing/registry";
import { useStoreView } from "~/components/layout/useStoreView";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { HOME_HERO_IMAGE } from "~/media/images";
import { StaticPart } from "~/components/ui/static-part";
import homePageStylesheet from "./home-page.css";

/** Products shown on the home page. */
const FEATURED_COUNT = 8;
/** The week's deals in their row, and one row of a goal's best sellers. */
const DEALS_COUNT = 8;
const BEST_SELLERS_COUNT = 4;
const NO_SECTIONS: HomeSections = { deals: [], goals: [], goal: null, bestSellers: [] };
/** The shop's logo for search engines: the square icon of the web app manifest. */
const LOGO_PATH = "/icon-512.png";

export const handle: ScreenHandle = { screen: "home" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const { t } = shop;
  const store = await loadStoreData(shop.commerce);
  const categories = menuCategories(store.data);
  // Magento needs a filter or a search; the featured products are the first category's best placed.
  const [featured, home, cms] = await Promise.all([
    categories.length
      ? listProducts(shop.commerce, {
          categoryUid: categories[0].uid,
          pageSize: FEATURED_COUNT,
          currentPage: 1,
          sort: { field: "position", direction: "ASC" },
        })
      : null,
    // The week's deals and the chosen goal's best sellers (?goal=, none: all goals).
    // A backend without these extension fields, or one that fails here, leaves the sections out.
    loadHomeSections(shop.commerce, new URL(request.url).searchParams.get("goal"), {
      deals: DEALS_COUNT,
      bestSellers: BEST_SELLERS_COUNT,
    }).catch((error: unknown) => {
      if (!isCommerceError(error)) throw error;
      return { sections: NO_SECTIONS, cacheTags: [] };
    }),
    // The hero's words, the promotional tiles and the featured categories: the merchant's CMS blocks.
    loadHomeBlocks(context),
  ]);
  // The shop and its search for search engines, as JSON-LD through Remix's <Meta> (no script of our
  // own), on the configured origin, never the request's Host (a cached page keeps it). Speed-test
  // agents' lean pages have no script element, so they get none.
  const jsonLd = homeJsonLd({
    origin: context.config.publicUrl,
    homePath: paths.home(shop.storeView),
    searchPath: paths.search(shop.storeView),
    name: t("brand"),
    locale: shop.storeView.locale,
    logoPath: LOGO_PATH,
  });
  const title = `${t("home.title")} | ${t("brand")}`;
  return data(
    {
      meta: [
        { title },
        { name: "description", content: t("home.description") },
        ...(isSpeedTestAgent(request.headers.get("User-Agent")) ? [] : [{ "script:ld+json": jsonLd }]),
      ],
      categories,
      promises: shopPromises(store.data, displayCurrency(store.data, shop.commerce.currency), shop.storeView.locale),
      featured: featured?.products.products ?? [],
      sections: home.sections,
      blocks: cms.blocks,
    },
    {
      headers: cacheHeaders({
        personal: false,
        ttl: store.ttl,
        tags: [...new Set([...(featured?.cacheTags ?? []), ...home.cacheTags, ...cms.cacheTags])],
      }),
    },
  );
}

export const headers = pageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: homePageStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export default function HomePage() {
  const { categories, featured, promises, sections, blocks } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const storeView = useStoreView();
  return (
    <>
      <section className="hero hero--picture">
        <ResponsiveImage
          className="hero__picture"
          src={HOME_HERO_IMAGE}
          alt=""
          width={2400}
          height={900}
          sizes="(min-width: 1280px) 1248px, 100vw"
          priority
        />
        {blocks.hero ? (
          <StaticPart part={blocks.hero} className="hero__text" />
        ) : (
          <div className="hero__text">
            <h1>{t("home.heading")}</h1>
            <p>{t("home.intro")}</p>
            {categories[0]?.urlPath ? (
              <Link className="hero__cta" to={categoryPath(storeView, categories[0].urlPath)} discover="none">
                {t("home.shopNow")}
              </Link>
            ) : null}
          </div>
        )}
      </section>
      <ShopPromisesStrip promises={promises} />
      {blocks.promoTiles ? <StaticPart part={blocks.promoTiles} className="home-block" /> : null}
      <WeeklyDeals deals={sections.deals} storeView={storeView} />
      <section aria-labelledby="shop-by-category">
        <h2 id="shop-by-category">{t("home.shopByCategory")}</h2>
        <ul className="category-tiles">
          {categories.map(({ uid, urlPath, name, image }) =>
            urlPath ? (
              <li key={uid}>
                <Link
                  to={categoryPath(storeView, urlPath)}
                  discover="none"
                  className={image ? "category-tile--picture" : undefined}
                >
                  {image ? (
                    <ResponsiveImage
                      src={image}
                      alt=""
                      width={1200}
                      height={800}
                      sizes="(min-width: 991px) 200px, (min-width: 480px) 31vw, 47vw"
                    />
                  ) : null}
                  <span>{name}</span>
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      </section>
      <BestSellersByGoal sections={sections} storeView={storeView} />
      {blocks.featuredCategories ? <StaticPart part={blocks.featuredCategories} className="home-block" /> : null}
      <section aria-labelledby="featured">
        <h2 id="featured">{t("home.featured")}</h2>
        <div className="product-grid">
          {/* Far below the hero, which is the page's largest picture: lazy, so they never compete with it. */}
          {featured.map((product) => (
            <ProductCard key={product.uid} product={product} storeView={storeView} />
          ))}
        </div>
      </section>
    </>
  );
}
