// The sitemaps protocol (sitemaps.org) with Google's hreflang alternates: one <url> per page of a
// store view, naming the same page in the other store views. A store's list longer than the
// protocol's 50,000 URLs is split into numbered parts under a sitemap index.

/** The protocol's limit of URLs in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** One page of one store view, and where the same page is in each store view (hreflang to path). */
export interface SitemapUrl {
  path: string;
  /** ISO-8601 date or date-time of the page's last change; absent when not known */
  lastmod?: string;
  alternates: ReadonlyArray<{ hreflang: string; path: string }>;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const absolute = (origin: string, path: string) => escapeXml(`${origin.replace(/\/+$/, "")}${path}`);

/** A W3C date (what the protocol asks for): the backend's "2026-11-20 10:00:00" becomes "2026-11-20". */
export function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match ? match[1] : undefined;
}

/** A <urlset> of the given URLs. */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  for (const url of urls) {
    lines.push("  <url>", `    <loc>${absolute(origin, url.path)}</loc>`);
    if (url.lastmod) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    for (const alternate of url.alternates)
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${absolute(origin, alternate.path)}"/>`,
      );
    lines.push("  </url>");
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** A <sitemapindex> of the given sitemap files (paths on the origin). */
export function sitemapIndexXml(origin: string, sitemaps: ReadonlyArray<{ path: string; lastmod?: string }>): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  for (const sitemap of sitemaps) {
    lines.push("  <sitemap>", `    <loc>${absolute(origin, sitemap.path)}</loc>`);
    if (sitemap.lastmod) lines.push(`    <lastmod>${escapeXml(sitemap.lastmod)}</lastmod>`);
    lines.push("  </sitemap>");
  }
  lines.push("</sitemapindex>", "");
  return lines.join("\n");
}

/** How many files a store's list takes: one up to the limit, else numbered parts of `limit` each. */
export function partCount(urlCount: number, limit = MAX_URLS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(urlCount / limit));
}

/** Part `part` (1-based) of a store's list; null past the last part. */
export function sitemapPart<T>(urls: readonly T[], part: number, limit = MAX_URLS_PER_SITEMAP): T[] | null {
  if (!Number.isInteger(part) || part < 1 || part > partCount(urls.length, limit)) return null;
  return urls.slice((part - 1) * limit, part * limit);
}

/** The latest of the dates, or undefined when none is known. */
export function latest(dates: ReadonlyArray<string | undefined>): string | undefined {
  return dates.reduce<string | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined);
}

/**
 * The URLs of every store view from the pages each one has, keyed by what is the same page across
 * store views (a product's or category's uid, a screen's id): a page's alternates are the store
 * views that have it, plus x-default at the default store view's.
 */
export function storeUrls(
  stores: ReadonlyArray<{ code: string; hreflang: string; isDefault: boolean }>,
  pages: ReadonlyMap<string, ReadonlyArray<{ key: string; path: string; lastmod?: string }>>,
): Map<string, SitemapUrl[]> {
  const byKey = new Map<string, Array<{ store: (typeof stores)[number]; path: string }>>();
  for (const store of stores)
    for (const page of pages.get(store.code) ?? []) {
      const list = byKey.get(page.key) ?? [];
      list.push({ store, path: page.path });
      byKey.set(page.key, list);
    }
  const result = new Map<string, SitemapUrl[]>();
  for (const store of stores) {
    const urls = (pages.get(store.code) ?? []).map((page) => {
      const everywhere = byKey.get(page.key) ?? [];
      const alternates = everywhere.map((other) => ({ hreflang: other.store.hreflang, path: other.path }));
      const fallback = everywhere.find((other) => other.store.isDefault);
      if (fallback) alternates.push({ hreflang: "x-default", path: fallback.path });
      return { path: page.path, lastmod: page.lastmod, alternates };
    });
    result.set(store.code, urls);
  }
  return result;
}

/**
 * Where a store view's sitemap is: /sitemap.xml?store=de, or its parts /sitemap.xml?store=de&part=2
 * (one route for all of them: the index is /sitemap.xml itself).
 */
export const sitemapFilePath = (storeCode: string, part?: number) =>
  `/sitemap.xml?store=${encodeURIComponent(storeCode)}${part ? `&part=${part}` : ""}`;

/**
 * The index at /sitemap.xml: every store view's sitemap, or each of its parts when its list is
 * longer than `limit`, with the latest lastmod of the URLs in it.
 */
export function rootIndexXml(
  origin: string,
  urlsByStore: ReadonlyMap<string, SitemapUrl[]>,
  limit = MAX_URLS_PER_SITEMAP,
) {
  const files: Array<{ path: string; lastmod?: string }> = [];
  for (const [code, urls] of urlsByStore) {
    const parts = partCount(urls.length, limit);
    if (parts === 1) files.push({ path: sitemapFilePath(code), lastmod: latest(urls.map((url) => url.lastmod)) });
    else
      for (let part = 1; part <= parts; part++) {
        const slice = sitemapPart(urls, part, limit) ?? [];
        files.push({ path: sitemapFilePath(code, part), lastmod: latest(slice.map((url) => url.lastmod)) });
      }
  }
  return sitemapIndexXml(origin, files);
}

/**
 * A store view's sitemap: its whole list (or an index of its parts when it is too long), or with
 * `part` one part; null for a store or part that is not there.
 */
export function sitemapFileXml(
  origin: string,
  urlsByStore: ReadonlyMap<string, SitemapUrl[]>,
  store: string,
  part: string | null,
  limit = MAX_URLS_PER_SITEMAP,
): string | null {
  const urls = urlsByStore.get(store);
  if (!urls) return null;
  const parts = partCount(urls.length, limit);
  if (part === null) {
    if (parts === 1) return urlsetXml(origin, urls);
    return sitemapIndexXml(
      origin,
      Array.from({ length: parts }, (_, i) => ({
        path: sitemapFilePath(store, i + 1),
        lastmod: latest((sitemapPart(urls, i + 1, limit) ?? []).map((url) => url.lastmod)),
      })),
    );
  }
  if (parts === 1 || !/^\d+$/.test(part)) return null;
  const slice = sitemapPart(urls, Number(part), limit);
  return slice ? urlsetXml(origin, slice) : null;
}
