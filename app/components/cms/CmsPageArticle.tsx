// One CMS page as the shop shows it: its heading and the HTML its editors wrote in the backend
// (sanitised on the server, in the document once), set in a readable column (cms-page.css beside it).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticPart } from "~/components/ui/static-part";
import type { CmsHtmlView } from "./cms-html";

/** What the page template reads of a CMS page. */
export interface CmsPageView {
  title: string | null;
  content_heading: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

/** A CMS page's loader data: the page's texts and its content as a fragment. */
export interface CmsPageData {
  page: CmsPageView;
  content: CmsHtmlView;
}

export const CMS_PAGE_HTML_KEY = "cms-page";

export const cmsPageMeta: MetaFunction = ({ data }) => {
  const page = (data as Partial<CmsPageData> | undefined)?.page;
  return page
    ? [{ title: page.meta_title || page.title }, { name: "description", content: page.meta_description ?? "" }]
    : [];
};

export function CmsPageContent({ page, content }: CmsPageData) {
  return (
    <article className="cms-page">
      <h1>{page.content_heading || page.title}</h1>
      <StaticPart part={content} className="cms-page__content" />
    </article>
  );
}

export function CmsPageArticle() {
  return <CmsPageContent {...(useLoaderData() as CmsPageData)} />;
}
