// The loader of a page that shows one CMS page (privacy, terms, delivery, returns, contact): the
// store view's page by identifier, its content sanitised (in the document once), 404 when the
// backend has none, cacheable like the catalogue and tagged with the page's cache tag so that an
// edit in the backend purges it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { notFound } from "~/commerce/catalog/listing.server";
import { loadStoreData } from "~/commerce/store/store.server";
import { CMS_PAGE_HTML_KEY, type CmsPageData } from "~/components/cms/CmsPageArticle";
import { cmsHtmlForPage } from "~/components/cms/cms-html.server";
import { withShopTitle } from "~/components/cms/cms-page-title.server";
import { cacheHeaders } from "~/http/cache.server";
import { getCmsPage } from "./cms.server";

/**
 * A route's loader calls this inside its own `loader` function (a loader built at module level
 * would stay in the browser bundle, where this server module is empty).
 */
export async function loadCmsPage({ context }: LoaderFunctionArgs, identifier: string) {
  const { shop } = context;
  const [{ page, cacheTags }, store] = await Promise.all([
    getCmsPage(shop.commerce, identifier),
    loadStoreData(shop.commerce),
  ]);
  if (!page) notFound();
  const { content, ...texts } = page;
  const body: CmsPageData = {
    page: withShopTitle(texts, shop.t("brand")),
    content: cmsHtmlForPage(context, CMS_PAGE_HTML_KEY, content, shop.storeView),
  };
  return data(body, { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: cacheTags }) });
}
