// Search results: the header's GET form lands here with ?q=. A search is a list
// like a category (the same filters, sort, pages and modes, ProductListing); around it this page
// says what was searched, asks for more than one letter, says when a long text was cut, and turns
// "nothing found" into a page that helps: did you mean, tips, categories and popular products.
// The registry marks the screen noindex. The search text reaches the page only through React.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  cacheHeaders,
  data,
  listProducts,
  loadListing,
  loadStoreData,
  pageHeaders,
  pageNumberFrom,
} from "./search.server";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import {
  buildListSearch,
  emptyListQuery,
  hasFilters,
  MAX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  parseListQuery,
} from "~/commerce/catalog/list-query";
import type { Listing } from "~/commerce/catalog/listing";
import type { ProductSummary } from "~/commerce/catalog/product";
import { searchStateOf } from "~/commerce/catalog/search";
import { menuCategories, rootCategory } from "~/commerce/store/store";
import type { CategoryLink } from "~/commerce/catalog/category";
import searchPageStylesheet from "./search-page.css";
import { ProductListing } from "~/components/catalog/ProductListing";
import { useStoreView } from "~/components/layout/useStoreView";
import { ProductCard } from "~/components/product/ProductCard";
import { categoryPath, type StoreView } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "search" };

// The list's own stylesheet (filters, toolbar, cards), as on category pages.
// The page's own parts first: before the lists' sheets, as they were in the root stylesheet.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchPageStylesheet }];

/** How many of the products section's first products a search without results offers instead. */
const POPULAR_PRODUCTS = 4;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageNumberFrom(url);
  const query = { ...parseListQuery(url.searchParams), page };
  const state = searchStateOf(query);
  const { shop } = context;
  const t = shop.tFor("search");
  const store = await loadStoreData(shop.commerce);
  const categories = menuCategories(store.data);
  const title =
    state.kind === "empty"
      ? `${t("titleEmpty")} | ${shop.t("brand")}`
      : `${t("title", { q: state.q })} | ${shop.t("brand")}`;
  let listing: Listing | null = null;
  let popular: ProductSummary[] = [];
  const tags = [...store.cacheTags];
  if (state.kind === "search") {
    const result = await loadListing(shop.commerce, store, { search: state.q }, query);
    listing = result.listing;
    tags.push(...result.cacheTags);
    const root = rootCategory(store.data);
    if (!listing.products.totalCount && !hasFilters(query) && root) {
      // Nothing found: the products section's first products, so the page still leads somewhere.
      const first = await listProducts(shop.commerce, {
        categoryUid: root.uid,
        pageSize: POPULAR_PRODUCTS,
        currentPage: 1,
      });
      popular = first.products.products;
      tags.push(...first.cacheTags);
    }
  }
  return data(
    { state, listing, categories, popular, title },
    { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags }) },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function SearchPage() {
  const { state, listing, categories, popular } = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  const storeView = useStoreView();
  if (state.kind !== "search" || !listing) {
    return (
      <section className="search-page" aria-labelledby="search-heading">
        <h1 id="search-heading">{t("emptyHeading")}</h1>
        {state.kind === "short" ? (
          <p className="search-page__notice" role="status">
            {t("short", { count: MIN_SEARCH_LENGTH })}
          </p>
        ) : null}
        <SearchPageForm storeView={storeView} q={state.kind === "short" ? state.q : ""} />
        <CategoryLinks heading={t("popularCategories")} categories={categories} storeView={storeView} />
      </section>
    );
  }
  const nothing = !listing.products.totalCount && !hasFilters(listing.query);
  return (
    <section className="search-page" aria-labelledby="search-heading">
      <h1 id="search-heading">{nothing ? t("noResults.heading", { q: state.q }) : t("heading", { q: state.q })}</h1>
      {state.cut ? (
        <p className="search-page__notice" role="status">
          {t("cut", { count: MAX_SEARCH_LENGTH })}
        </p>
      ) : null}
      {nothing ? (
        <NoResults listing={listing} categories={categories} popular={popular} storeView={storeView} q={state.q} />
      ) : (
        <ProductListing listing={listing} storeView={storeView} basePath={paths.search(storeView)} />
      )}
    </section>
  );
}

function searchHref(storeView: StoreView, q: string) {
  return `${paths.search(storeView)}${buildListSearch({ ...emptyListQuery(), q })}`;
}

function SearchPageForm({ storeView, q }: { storeView: StoreView; q: string }) {
  const { t } = useTranslation("search");
  return (
    <Form method="get" action={paths.search(storeView)} discover="none" className="search-page__form" role="search">
      <label htmlFor="search-page-q">{t("form.label")}</label>
      <div className="search-page__row">
        <input id="search-page-q" name="q" type="search" defaultValue={q} maxLength={MAX_SEARCH_LENGTH} />
        <button type="submit" className="button">
          {t("form.submit")}
        </button>
      </div>
    </Form>
  );
}

function CategoryLinks({
  heading,
  categories,
  storeView,
}: {
  heading: string;
  categories: CategoryLink[];
  storeView: StoreView;
}) {
  if (!categories.length) return null;
  return (
    <nav className="search-page__categories" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {categories.map((category) => (
          <li key={category.uid}>
            <Link to={categoryPath(storeView, category.urlPath)} discover="none">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoResults({
  listing,
  categories,
  popular,
  storeView,
  q,
}: {
  listing: Listing;
  categories: CategoryLink[];
  popular: ProductSummary[];
  storeView: StoreView;
  q: string;
}) {
  const { t } = useTranslation("search");
  const suggestions = listing.didYouMean.filter((term) => term && term !== q);
  return (
    <div className="search-page__none">
      {suggestions.length ? (
        <p className="search-page__did-you-mean">
          {t("noResults.didYouMean")}{" "}
          {suggestions.map((term, index) => (
            <span key={term}>
              {index ? ", " : null}
              <Link to={searchHref(storeView, term)} discover="none">
                {term}
              </Link>
            </span>
          ))}
          {t("noResults.didYouMeanEnd")}
        </p>
      ) : (
        <p>{t("noResults.intro")}</p>
      )}
      <SearchPageForm storeView={storeView} q={q} />
      <h2>{t("noResults.tipsHeading")}</h2>
      <ul className="search-page__tips">
        <li>{t("noResults.tipSpelling")}</li>
        <li>{t("noResults.tipFewer")}</li>
        <li>{t("noResults.tipCategory")}</li>
      </ul>
      <CategoryLinks heading={t("noResults.categories")} categories={categories} storeView={storeView} />
      {popular.length ? (
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading">{t("noResults.popular")}</h2>
          <div className="product-grid">
            {popular.map((product) => (
              <ProductCard key={product.uid} product={product} storeView={storeView} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
