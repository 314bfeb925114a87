// One CMS page as the shop shows it: its heading and the HTML its editors wrote in the backend,
// set in a readable column (cms-page.css beside it).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

/** What the page template reads of a CMS page. */
export interface CmsPageView {
  title: string | null;
  content_heading: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

export const cmsPageMeta: MetaFunction = ({ data }) => {
  const page = (data as { page?: CmsPageView } | undefined)?.page;
  return page
    ? [{ title: page.meta_title || page.title }, { name: "description", content: page.meta_description ?? "" }]
    : [];
};

export function CmsPageArticle() {
  const { page } = useLoaderData() as { page: CmsPageView };
  return (
    <article className="cms-page">
      <h1>{page.content_heading || page.title}</h1>
      {/* CMS content is HTML written by the shop's editors in the backend. */}
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: page.content ?? "" }} />
    </article>
  );
}
