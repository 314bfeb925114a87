// Redirect targets that come from a form or query string must stay on our own origin. Browsers are
// lenient with what a Location header says ("/\evil", "/\t/evil", "/..//evil" all leave the site),
// so the target is resolved the way a browser would and only the normalised path goes out.

/** Stands for our own origin: only its path and query are ever returned. */
const OUR_ORIGIN = "http://storefront.invalid";

/** Control characters and backslashes in a path: browsers strip or reinterpret them. */
// eslint-disable-next-line no-control-regex
const SUSPICIOUS = /[\u0000-\u001f\u007f\\]/;

/** A normalised path a browser could still read as another host ("//evil", "/\evil"), also once decoded. */
function leavesOrigin(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.startsWith("//") || SUSPICIOUS.test(decoded);
}

/**
 * The normalised path (with query) if `target` is a same-origin relative path, else `fallback`.
 * `keepHash` keeps its fragment too (never sent to a server, it cannot lead off the site): a page's
 * own place, as the product page's reviews a shopper signs in to write.
 */
export function safeReturnPath(target: unknown, fallback = "/", { keepHash = false } = {}): string {
  if (typeof target !== "string" || !target.startsWith("/") || SUSPICIOUS.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, OUR_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OUR_ORIGIN || leavesOrigin(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${keepHash ? url.hash : ""}`;
}

/**
 * `path` with these query parameters in place of any it had of the same names, and without the
 * `drop`ped ones (leftovers of an earlier answer). `path` is already a checked same-origin path.
 */
export function withQuery(path: string, query: URLSearchParams, drop: readonly string[] = []): string {
  const url = new URL(path, OUR_ORIGIN);
  for (const name of new Set([...drop, ...query.keys()])) url.searchParams.delete(name);
  for (const [name, value] of query) url.searchParams.append(name, value);
  return `${url.pathname}${url.search}`;
}
