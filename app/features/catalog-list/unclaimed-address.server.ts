// An address the catalogue does not claim (no category at that path, no product url_key): asked of
// Magento's route(url). A CMS page there is shown (about us, the cookie policy, ...); a URL rewrite
// with a redirect code answers that redirect to the target's address in this store view; nothing
// there is the 404 page with the store's "no-route" CMS page as its words.
import { withShopTitle } from "~/components/cms/cms-page-title.server";
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { getCmsPage, resolveRoute } from "~/commerce/cms/cms.server";
import { CMS_PAGE_HTML_KEY, type CmsPageData } from "~/components/cms/CmsPageArticle";
import { cmsHtmlForPage, renderCmsHtml } from "~/components/cms/cms-html.server";
import { categoryPath, storePath } from "~/i18n/store-views";
import { paths } from "~/routing/paths";

/** Magento's default identifier of the page a store shows for an unknown address (storeConfig cms_no_route). */
const NO_ROUTE_IDENTIFIER = "no-route";

/** What the 404 page's answer carries: the no-route page's sanitised words, when the store has them. */
export interface NoRouteBody {
  noRouteHtml: string | null;
}

/** The CMS page at the address, with its cache tags; throws its redirect, or the 404 with the no-route page. */
export async function unclaimedAddress(
  context: AppLoadContext,
  urlPath: string,
): Promise<{ page: CmsPageData; cacheTags: string[] }> {
  const { shop } = context;
  const { route, cacheTags } = await resolveRoute(shop.commerce, urlPath);
  if (route && route.redirect_code >= 300 && route.redirect_code < 400 && route.relative_url != null) {
    const target = route.relative_url.replace(/^\/+/, "");
    const to =
      route.type === "PRODUCT"
        ? paths.product(shop.storeView, target)
        : route.type === "CATEGORY"
          ? categoryPath(shop.storeView, target)
          : storePath(shop.storeView, `/${target}`);
    throw redirect(to, route.redirect_code === 302 ? 302 : 301);
  }
  if (route?.__typename === "CmsPage" && route.identifier !== NO_ROUTE_IDENTIFIER) {
    const { content, ...texts } = route;
    return {
      page: {
        page: withShopTitle(
          {
            title: texts.title ?? null,
            content_heading: texts.content_heading ?? null,
            meta_title: texts.meta_title ?? null,
            meta_description: texts.meta_description ?? null,
          },
          shop.t("brand"),
        ),
        content: cmsHtmlForPage(context, CMS_PAGE_HTML_KEY, content, shop.storeView),
      },
      cacheTags,
    };
  }
  const { page } = await getCmsPage(shop.commerce, NO_ROUTE_IDENTIFIER);
  const body: NoRouteBody = { noRouteHtml: page?.content ? renderCmsHtml(page.content, shop.storeView) : null };
  throw data(body, { status: 404 });
}
