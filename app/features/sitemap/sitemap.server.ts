// What the sitemaps list: in every store view its catalogue (categories and products, by the
// backend's core fields alone, so a stock Magento answers too) and the registry's indexable pages
// with a fixed address (home, the CMS pages). Private and noindex screens are never in it, and no
// address carries a query (filtered or sorted lists are NOINDEX).
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { speaksExtensions } from "~/commerce/core/dialect.server";
import { graphql } from "~/commerce/generated";
import type { SitemapCategoriesQuery } from "~/commerce/generated/graphql";
import { storeViews, type StoreView } from "~/i18n/store-views";
import { pageScreens, screenPath, type ScreenId } from "~/routing/registry";
import { paths } from "~/routing/paths";
import { storeUrls, w3cDate, type SitemapUrl } from "./sitemap-xml";

const SITEMAP_CATEGORIES_QUERY = graphql(`
  query SitemapCategories {
    categories(pageSize: 10) {
      items {
        uid
        url_path
        updated_at
        children {
          uid
          url_path
          updated_at
          children {
            uid
            url_path
            updated_at
            children {
              uid
              url_path
              updated_at
            }
          }
        }
      }
    }
  }
`);

const SITEMAP_PRODUCTS_QUERY = graphql(`
  query SitemapProducts($currentPage: Int!, $pageSize: Int!) {
    products(filter: {}, pageSize: $pageSize, currentPage: $currentPage) {
      page_info {
        total_pages
      }
      items {
        uid
        url_key
        updated_at
      }
    }
  }
`);

const SITEMAP_CMS_PAGES_QUERY = graphql(`
  query SitemapCmsPages {
    cmsSitemapPages {
      identifier
      url_key
      updated_at
    }
  }
`);

const PRODUCTS_PER_REQUEST = 200;

/**
 * The registry's screens a sitemap lists in every store view: pages with a fixed address (no
 * `:param`, no splat) that search engines may index. Products and categories come from the catalogue.
 */
export function sitemapScreenIds(): ScreenId[] {
  return pageScreens
    .filter((screen) => !screen.noindex && !screen.private)
    .filter((screen) => screen.parts.every((part) => typeof part !== "string" || !/[:*]/.test(part)))
    .map((screen) => screen.id);
}

interface Page {
  key: string;
  path: string;
  lastmod?: string;
}

type CategoryNode = NonNullable<NonNullable<SitemapCategoriesQuery["categories"]>["items"]>[number];

function categoryPages(storeView: StoreView, nodes: ReadonlyArray<CategoryNode | null> | null | undefined): Page[] {
  const pages: Page[] = [];
  const visit = (list: ReadonlyArray<unknown> | null | undefined) => {
    for (const node of list ?? []) {
      const category = node as {
        uid: string;
        url_path?: string | null;
        updated_at?: string | null;
        children?: unknown[];
      };
      if (!category) continue;
      // the root category has no address of its own
      if (category.url_path)
        pages.push({
          key: `category:${category.uid}`,
          path: paths.category(storeView, category.url_path),
          lastmod: w3cDate(category.updated_at),
        });
      visit(category.children);
    }
  };
  visit(nodes);
  return pages;
}

async function productPages(ctx: CommerceRequestContext, storeView: StoreView): Promise<Page[]> {
  const pages: Page[] = [];
  for (let currentPage = 1, totalPages = 1; currentPage <= totalPages; currentPage++) {
    const { data } = await commerceRequest(ctx, SITEMAP_PRODUCTS_QUERY, {
      currentPage,
      pageSize: PRODUCTS_PER_REQUEST,
    });
    totalPages = data.products?.page_info?.total_pages ?? 1;
    for (const item of data.products?.items ?? [])
      if (item?.url_key)
        pages.push({
          key: `product:${item.uid}`,
          path: paths.product(storeView, item.url_key),
          lastmod: w3cDate(item.updated_at),
        });
  }
  return pages;
}

/**
 * The store view's CMS pages reached by their own address (about us, the cookie policy, ...): the
 * backend's active ones, not its home or no-route page. Only the shop's extension lists them (a
 * stock Magento lists CMS pages to admins alone): without it, none. The same identifier in another
 * store view is the same page (its alternate).
 */
async function cmsPages(ctx: CommerceRequestContext, storeView: StoreView): Promise<Page[]> {
  if (!(await speaksExtensions(ctx))) return [];
  const { data } = await commerceRequest(ctx, SITEMAP_CMS_PAGES_QUERY);
  return data.cmsSitemapPages.map((page) => ({
    key: `cms:${page.identifier}`,
    path: paths.category(storeView, page.url_key),
    lastmod: w3cDate(page.updated_at),
  }));
}

async function storePages(ctx: CommerceRequestContext, storeView: StoreView): Promise<Page[]> {
  const storeCtx: CommerceRequestContext = {
    ...ctx,
    storeCode: storeView.code,
    currency: undefined,
    customerToken: undefined,
  };
  const [categories, products, cms] = await Promise.all([
    commerceRequest(storeCtx, SITEMAP_CATEGORIES_QUERY).then(({ data }) =>
      categoryPages(storeView, data.categories?.items),
    ),
    productPages(storeCtx, storeView),
    cmsPages(storeCtx, storeView),
  ]);
  const screens = sitemapScreenIds().map((id) => ({ key: `screen:${id}`, path: screenPath(id, storeView) }));
  // A CMS page that a screen of ours already shows at its address is listed once, as the screen.
  const listed = new Set(screens.map((screen) => screen.path));
  return [...screens, ...cms.filter((page) => !listed.has(page.path)), ...categories, ...products];
}

const cache = new Map<string, { expires: number; urls: Promise<Map<string, SitemapUrl[]>> }>();
/** How long one reading of the catalogue serves the sitemap files (a crawler fetches them in a row). */
const CACHE_MS = 10 * 60_000;

/** Every store view's sitemap URLs (store code to its list), read once per ten minutes. */
export function sitemapUrls(ctx: CommerceRequestContext): Promise<Map<string, SitemapUrl[]>> {
  const hit = cache.get(ctx.commerceUrl);
  if (hit && hit.expires > Date.now()) return hit.urls;
  const urls = Promise.all(storeViews.map(async (view) => [view.code, await storePages(ctx, view)] as const)).then(
    (entries) =>
      storeUrls(
        storeViews.map((view) => ({ code: view.code, hreflang: view.locale, isDefault: view.code === "default" })),
        new Map(entries),
      ),
  );
  cache.set(ctx.commerceUrl, { expires: Date.now() + CACHE_MS, urls });
  urls.catch(() => cache.delete(ctx.commerceUrl));
  return urls;
}

/** Forgets the catalogue read (tests). */
export function clearSitemapCache(): void {
  cache.clear();
}
