// A CMS fragment (a page's content, a block), sanitised on the server. Its HTML is in the document
// once: it is a static part (~/components/ui/static-part), so React keeps the server's markup at
// hydration, and a click on a link to one of the shop's own pages navigates in place.
import { StaticPart } from "~/components/ui/static-part";
import type { CmsHtmlView } from "./cms-html";

export function CmsHtml({ view, className }: { view: CmsHtmlView; className?: string }) {
  if (view.html === null && !view.inDocument) return null;
  return <StaticPart part={{ key: view.key, html: view.html }} className={className} />;
}
