// What search engines read of the home page: the shop as an Organization (name, logo, address, its
// social profiles when it has any) and the store view's WebSite with a SearchAction (the sitelinks
// search box), as one schema.org graph. Absolute URLs on the configured origin (PUBLIC_URL). Remix's
// <Meta> writes it into a <script type="application/ld+json">, with "<", ">" and "&" escaped.

export function homeJsonLd(options: {
  origin: string;
  /** the store view's home page, e.g. "/de" */
  homePath: string;
  /** the store view's search page, e.g. "/de/search" (its query parameter is `q`) */
  searchPath: string;
  name: string;
  /** BCP 47, e.g. "de-DE" */
  locale: string;
  logoPath: string;
  /** the shop's profiles elsewhere (social networks); none: no sameAs */
  sameAs?: readonly string[];
}) {
  const origin = options.origin.replace(/\/+$/, "");
  const organizationId = `${origin}/#organization`;
  const organization = {
    "@type": "Organization",
    "@id": organizationId,
    name: options.name,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}${options.logoPath}` },
    ...(options.sameAs?.length ? { sameAs: [...options.sameAs] } : {}),
  };
  const webSite = {
    "@type": "WebSite",
    "@id": `${origin}${options.homePath}#website`,
    url: `${origin}${options.homePath}`,
    name: options.name,
    inLanguage: options.locale,
    publisher: { "@id": organizationId },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}${options.searchPath}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
  return { "@context": "https://schema.org", "@graph": [organization, webSite] };
}
