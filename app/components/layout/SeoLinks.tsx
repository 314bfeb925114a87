import { useLocation, useMatches } from "@remix-run/react";
import { storeViews } from "~/i18n/store-views";
import { translatePath } from "~/i18n/switch-store";
import { screenOfHandle } from "~/routing/registry";

/**
 * Only these query parameters change what a page shows to a crawler: a list's sort, display mode and
 * filters are dropped (filtered pages are NOINDEX,FOLLOW), its page is kept.
 */
const CANONICAL_PARAMS = ["page"];

function canonicalPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value && !(name === "page" && value === "1")) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A page's own robots directive: its loader data's `seo.robots` (a filtered list: NOINDEX,FOLLOW). */
export function robotsOfPage(matches: ReadonlyArray<{ data: unknown }>): string | null {
  for (const match of [...matches].reverse()) {
    const seo = (match.data as { seo?: { robots?: unknown } | null } | null | undefined)?.seo;
    if (seo && typeof seo.robots === "string") return seo.robots;
  }
  return null;
}

/** Canonical URL, hreflang alternates for every store view, and the robots directive. */
export function SeoLinks({ origin, robots }: { origin: string; robots: string }) {
  const location = useLocation();
  const matches = useMatches();
  // The route registry says which screens search engines must not index (basket, checkout, account, forms).
  const noindex = matches.some((match) => screenOfHandle(match.handle)?.noindex);
  // A CMS page's slug differs from store to store: its alternates are in the sitemap, never guessed here.
  const guessAlternates = !matches.some(
    (match) => (match.data as { seo?: { alternates?: false } } | null | undefined)?.seo?.alternates === false,
  );
  const path = canonicalPath(location.pathname, location.search);
  return (
    <>
      <meta name="robots" content={noindex ? "NOINDEX,NOFOLLOW" : (robotsOfPage(matches) ?? robots)} />
      {noindex ? null : (
        <>
          <link rel="canonical" href={`${origin}${path}`} />
          {(guessAlternates ? storeViews : []).map((view) => (
            <link
              key={view.code}
              rel="alternate"
              hrefLang={view.locale}
              href={`${origin}${translatePath(path, view).path}`}
            />
          ))}
          {guessAlternates ? (
            <link rel="alternate" hrefLang="x-default" href={`${origin}${translatePath(path, storeViews[0]).path}`} />
          ) : null}
        </>
      )}
    </>
  );
}
