// HTTP caching of pages (DESIGN "Caching and scale"): anonymous catalogue pages may be kept by a
// CDN for page_cache_ttl seconds and purged by the backend's cache tags; anything for a shopper
// with a session (basket, account, chosen currency, messages) is private and never stored.
//
// Browsers must never show a page kept from before the shopper's session changed (an add to the
// basket, another currency), so what they read, Cache-Control, lets them keep nothing fresh: the
// CDN's lifetime and stale-while-revalidate travel in the headers only shared caches read
// (Surrogate-Control for Fastly and Varnish, CDN-Cache-Control per RFC 9213 for Cloudflare and
// others), and every page varies on Cookie.
import type { HeadersFunction } from "@remix-run/node";

export const PRIVATE_NO_STORE = "private, no-store";

/** Fallback when the store configuration has no page_cache_ttl. */
export const DEFAULT_PAGE_CACHE_TTL = 600;

/** What a browser reads: it may store the page but must ask again before every use. */
export const BROWSER_REVALIDATE = "public, max-age=0, must-revalidate";

/** What a CDN reads: keep the page for `ttl` seconds and serve it stale while refreshing. */
export function sharedCacheControl(ttlSeconds: number): string {
  const ttl = Math.max(0, Math.floor(ttlSeconds));
  return `max-age=${ttl}, stale-while-revalidate=${ttl}`;
}

/** Headers a loader attaches: how its part of the page may be cached, and which entities it shows. */
export function cacheHeaders(options: { personal: boolean; ttl: number; tags?: readonly string[] }): Headers {
  const headers = new Headers();
  headers.set("Vary", "Cookie");
  if (options.personal) {
    headers.set("Cache-Control", PRIVATE_NO_STORE);
    return headers;
  }
  headers.set("Cache-Control", BROWSER_REVALIDATE);
  headers.set("Surrogate-Control", sharedCacheControl(options.ttl));
  headers.set("CDN-Cache-Control", `public, ${sharedCacheControl(options.ttl)}`);
  const tags = [...new Set(options.tags ?? [])];
  if (tags.length) {
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
  if (errorHeaders) {
    const result = new Headers(errorHeaders);
    result.set("Vary", "Cookie");
    if (!result.has("Cache-Control")) result.set("Cache-Control", PRIVATE_NO_STORE);
    return result;
  }
  const own = loaderHeaders.get("Surrogate-Control") ?? loaderHeaders.get("Cache-Control");
  const parent = parentHeaders.get("Surrogate-Control") ?? parentHeaders.get("Cache-Control");
  const isPrivate =
    !own || !parent || own.includes("private") || parent.includes("private") || own.includes("no-store");
  const result = new Headers({ Vary: "Cookie" });
  for (const name of ["Content-Language", "Link"]) {
    const value = loaderHeaders.get(name) ?? parentHeaders.get(name);
    if (value) result.set(name, value);
  }
  if (isPrivate) {
    result.set("Cache-Control", PRIVATE_NO_STORE);
    return result;
  }
  // The shorter lifetime wins, so a page is never kept longer than any of its parts allows.
  const ttl = Math.min(sharedMaxAge(own), sharedMaxAge(parent));
  const tags = [...new Set([...tagsOf(parentHeaders), ...tagsOf(loaderHeaders)])];
  const merged = cacheHeaders({ personal: false, ttl, tags });
  merged.forEach((value, name) => result.set(name, value));
  return result;
};

/** The shared lifetime of a part: its Surrogate-Control max-age (0 when it gave none). */
function sharedMaxAge(surrogateControl: string): number {
  const match = /(?:^|[\s,])max-age=(\d+)/.exec(surrogateControl);
  return match ? Number(match[1]) : 0;
}

/** Headers that let a shared cache keep an answer, or tag it for purging. */
const SHARED_CACHE_HEADERS = ["Surrogate-Control", "CDN-Cache-Control", "Surrogate-Key", "Cache-Tag"];

/**
 * The last word on every page and data answer (server.ts): only a success of the page itself may be
 * kept by a shared cache. Whatever a route's `headers` merged from loaders that did succeed (a warm
 * store configuration is public), an error answer is `private, no-store`, so a one-second backend
 * blip is never served to every shopper for the CDN's lifetime; a 503 says when to try again.
 */
export function keepFailuresPrivate(response: Response, retryAfterSeconds: number): Response {
  if (response.status < 400) return response;
  // A copy: some responses' headers are immutable.
  const headers = new Headers(response.headers);
  for (const name of SHARED_CACHE_HEADERS) headers.delete(name);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  if (response.status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", String(retryAfterSeconds));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
