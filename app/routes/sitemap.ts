// /sitemap.xml: the index of every store view's sitemap, named in robots.txt; with ?store= a store
// view's sitemap, and with &part= one part of a long one (app/features/sitemap).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapUrls } from "~/features/sitemap/sitemap.server";
import { SITEMAP_HEADERS, sitemapLimit } from "~/features/sitemap/sitemap-response";
import { rootIndexXml, sitemapFileXml } from "~/features/sitemap/sitemap-xml";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const urls = await sitemapUrls(context.shop.commerce);
  const origin = context.config.publicUrl;
  const query = new URL(request.url).searchParams;
  const store = query.get("store");
  const xml =
    store === null
      ? rootIndexXml(origin, urls, sitemapLimit())
      : sitemapFileXml(origin, urls, store, query.get("part"), sitemapLimit());
  if (xml === null)
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
