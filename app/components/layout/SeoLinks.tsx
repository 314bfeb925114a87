import { useLocation, useMatches } from "@remix-run/react";
import { isNoindex, screenIdOfHandle } from "~/routing/addresses";
import type { Alternate } from "./alternates.server";
import { canonicalPath } from "./canonical-path";

/** A page's own robots directive: its loader data's `seo.robots` (a filtered list: NOINDEX,FOLLOW). */
export function robotsOfPage(matches: ReadonlyArray<{ data: unknown }>): string | null {
  for (const match of [...matches].reverse()) {
    const seo = (match.data as { seo?: { robots?: unknown } | null } | null | undefined)?.seo;
    if (seo && typeof seo.robots === "string") return seo.robots;
  }
  return null;
}

/**
 * The hreflang alternates the server made for the page being shown (the store layout's loader data,
 * made again on every navigation): the browser holds no other store's addresses.
 */
function alternatesOfPage(matches: ReadonlyArray<{ data: unknown }>): readonly Alternate[] {
  for (const match of matches) {
    const alternates = (match.data as { alternates?: unknown } | null | undefined)?.alternates;
    if (Array.isArray(alternates)) return alternates as Alternate[];
  }
  return [];
}

/** Canonical URL, hreflang alternates for every store view, and the robots directive. */
export function SeoLinks({ origin, robots }: { origin: string; robots: string }) {
  const location = useLocation();
  const matches = useMatches();
  // The route registry says which screens search engines must not index (basket, checkout, account, forms).
  const noindex = matches.some((match) => {
    const screen = screenIdOfHandle(match.handle);
    return screen !== undefined && isNoindex(screen);
  });
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
          {(guessAlternates ? alternatesOfPage(matches) : []).map((alternate) => (
            <link
              key={alternate.hrefLang}
              rel="alternate"
              hrefLang={alternate.hrefLang}
              href={`${origin}${alternate.path}`}
            />
          ))}
        </>
      )}
    </>
  );
}
