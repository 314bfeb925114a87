// The product page's schema.org Product for search engines, made by the loader
// (product-seo.server.ts). Speed-test agents get lean pages without any script element, so they get
// none; crawlers and shoppers get it.
import { useRootData } from "~/components/layout/useRootData";

export function ProductJsonLd({ json }: { json: string }) {
  const root = useRootData();
  if (!root || root.lean) return null;
  // The JSON escapes "<", ">" and "&", so nothing in it can close this element early.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
