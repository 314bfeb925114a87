// Contact us: the shop's contact details (a CMS page at a translated address per store view,
// app/i18n/page-segments.json) and a form that sends a message (contact.server.ts).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { contactAction, loadContactPage, type ContactPrefill } from "./contact.server";
import { CmsPageContent, cmsPageMeta, type CmsPageData } from "~/components/cms/CmsPageArticle";
import { useStoreView } from "~/components/layout/useStoreView";
import { pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import cmsStyles from "~/components/cms/cms-page.css";
import contactStyles from "./contact.css";
import { ContactForm } from "./ContactForm";
import type { ContactAnswer } from "./contact-form.fields";

export const handle: ScreenHandle = { screen: "contact" };

export async function loader(args: LoaderFunctionArgs) {
  return loadContactPage(args);
}

export async function action(args: ActionFunctionArgs) {
  return contactAction(args);
}

export const headers = pageHeaders;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: cmsStyles },
  { rel: "stylesheet", href: contactStyles },
];

export const meta = cmsPageMeta;

export default function ContactPage() {
  const { prefill, ...page } = useLoaderData() as CmsPageData & { prefill: ContactPrefill | null };
  const answer = (useActionData() as { contact?: ContactAnswer } | undefined)?.contact ?? null;
  const storeView = useStoreView();
  return (
    <div className="contact-page">
      <CmsPageContent {...page} />
      <ContactForm action={paths.contact(storeView)} prefill={prefill} answer={answer} />
    </div>
  );
}
