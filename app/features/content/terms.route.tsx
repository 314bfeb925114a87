// The terms and conditions: a CMS page at a translated address per store view (app/i18n/page-segments.json).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { loadCmsPage } from "./cms-page.server";
import { TERMS_IDENTIFIER } from "./cms.server";
import { CmsPageArticle, cmsPageMeta } from "~/components/cms/CmsPageArticle";
import { pageHeaders } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";
import cmsStyles from "~/components/cms/cms-page.css";

export const handle: ScreenHandle = { screen: "terms" };

export async function loader(args: LoaderFunctionArgs) {
  return loadCmsPage(args, TERMS_IDENTIFIER);
}

export const headers = pageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cmsStyles }];

export const meta = cmsPageMeta;

export default CmsPageArticle;
