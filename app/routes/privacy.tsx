// The privacy policy, a CMS page, at a translated address per language (/datenschutz, ...).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getCmsPage, PRIVACY_POLICY_IDENTIFIER } from "~/commerce/cms/cms.server";
import { notFound } from "~/commerce/catalog/listing.server";
import { loadStoreData } from "~/commerce/store/store.server";
import { cacheHeaders, pageHeaders } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "privacy" };

export async function loader({ context }: LoaderFunctionArgs) {
  const { shop } = context;
  const [{ page, cacheTags }, store] = await Promise.all([
    getCmsPage(shop.commerce, PRIVACY_POLICY_IDENTIFIER),
    loadStoreData(shop.commerce),
  ]);
  if (!page) notFound();
  return data({ page }, { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: cacheTags }) });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.page.meta_title || data.page.title },
        { name: "description", content: data.page.meta_description ?? "" },
      ]
    : [];

export default function PrivacyPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article className="cms-page">
      <h1>{page.content_heading || page.title}</h1>
      {/* CMS content is HTML written by the shop's editors in the backend. */}
      <div dangerouslySetInnerHTML={{ __html: page.content ?? "" }} />
    </article>
  );
}
