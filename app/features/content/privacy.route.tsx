// The privacy policy, a CMS page, at a translated address per language (/datenschutz, ...).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { loadCmsPage } from "./cms-page.server";
import { PRIVACY_POLICY_IDENTIFIER } from "./cms.server";
import { CmsPageArticle, cmsPageMeta } from "~/components/cms/CmsPageArticle";
import { pageHeaders } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";
import cmsStyles from "~/components/cms/cms-page.css";

export const handle: ScreenHandle = { screen: "privacy" };

export async function loader(args: LoaderFunctionArgs) {
  return loadCmsPage(args, PRIVACY_POLICY_IDENTIFIER);
}

export const headers = pageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cmsStyles }];

export const meta = cmsPageMeta;

export default CmsPageArticle;
