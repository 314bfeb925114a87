// A page's canonical address: its path, with only the query parameters that change what a crawler
// sees. Shared by the head's canonical link (SeoLinks, in the browser too) and the hreflang
// alternates the server makes for the page (alternates.server.ts).

/**
 * Only these query parameters change what a page shows to a crawler: a list's sort, display mode and
 * filters are dropped (filtered pages are NOINDEX,FOLLOW), its page is kept.
 */
const CANONICAL_PARAMS = ["page"];

export function canonicalPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value && !(name === "page" && value === "1")) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
