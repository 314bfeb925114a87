// HTTP caching of pages (DESIGN "Caching and scale"): anonymous catalogue pages may be kept by a
// CDN for page_cache_ttl seconds and purged by the backend's cache tags; anything for a shopper
// with a session (basket, account, chosen currency, messages) is private and never stored.
import type { HeadersFunction } from "@remix-run/node";

export const PRIVATE_NO_STORE = "private, no-store";

/** Fallback when the store configuration has no page_cache_ttl. */
export const DEFAULT_PAGE_CACHE_TTL = 600;

export function publicCacheControl(ttlSeconds: number): string {
  const ttl = Math.max(0, Math.floor(ttlSeconds));
  return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${ttl}`;
}

/** Headers a loader attaches: how its part of the page may be cached, and which entities it shows. */
export function cacheHeaders(options: { personal: boolean; ttl: number; tags?: readonly string[] }): Headers {
  const headers = new Headers();
  headers.set("Cache-Control", options.personal ? PRIVATE_NO_STORE : publicCacheControl(options.ttl));
  const tags = [...new Set(options.tags ?? [])];
  if (!options.personal && tags.length) {
    headers.set("Surrogate-Key", tags.join(" "));
    headers.set("Cache-Tag", tags.join(","));
  }
  return headers;
}

function tagsOf(headers: Headers): string[] {
  return (headers.get("Surrogate-Key") ?? "").split(" ").filter(Boolean);
}

/**
 * The `headers` export of every page route: the page is public only when both the root (which knows
 * about the session) and the route say so; its tags are the union of both.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  const own = loaderHeaders.get("Cache-Control");
  const parent = parentHeaders.get("Cache-Control");
  const isPrivate = !own || !parent || own.includes("private") || parent.includes("private") || own.includes("no-store");
  const result = new Headers();
  for (const name of ["Content-Language", "Link"]) {
    const value = loaderHeaders.get(name) ?? parentHeaders.get(name);
    if (value) result.set(name, value);
  }
  if (isPrivate) {
    result.set("Cache-Control", PRIVATE_NO_STORE);
    return result;
  }
  // The shorter lifetime wins, so a page is never kept longer than any of its parts allows.
  const ttl = Math.min(sMaxAge(own), sMaxAge(parent));
  const tags = [...new Set([...tagsOf(parentHeaders), ...tagsOf(loaderHeaders)])];
  const merged = cacheHeaders({ personal: false, ttl, tags });
  merged.forEach((value, name) => result.set(name, value));
  return result;
};

function sMaxAge(cacheControl: string): number {
  const match = /s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}
