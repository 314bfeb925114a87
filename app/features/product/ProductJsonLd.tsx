// The product page's schema.org Product for search engines, made by the loader
// (product-seo.server.ts). Speed-test agents get lean pages without any script element, so they get
// none; crawlers and shoppers get it. It is in the document once: a document request's loader keeps
// it out of the data the page hydrates from (app/components/ui/document-html.tsx), as the review
// list is; a client-side navigation's data carries it.
import { useRootData } from "~/components/layout/useRootData";
import { useDocumentHtml } from "~/components/ui/document-html";

/** The key under which a document request keeps the JSON-LD out of the loader data. */
export const PRODUCT_JSON_LD_KEY = "product-json-ld";

export function ProductJsonLd({ json }: { json: string | null }) {
  const root = useRootData();
  const html = useDocumentHtml(PRODUCT_JSON_LD_KEY, json, true);
  if (!root || root.lean || html === null) return null;
  // The JSON escapes "<", ">" and "&", so nothing in it can close this element early.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: html }} />;
}
