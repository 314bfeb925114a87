// What kind of address a request is for, decided before the shop's pages run: one that cannot be
// decoded gets a branded 400 page, a file-like address that is not there a plain 404.

/** The stand-in path segment under which a malformed address is rendered (see server.ts). */
export const MALFORMED_ADDRESS_SEGMENT = "__malformed-address";

export function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Extensions of files, not pages: a miss for one of them never reaches the page routes. */
const ASSET_EXTENSION =
  /\.(?:ico|png|jpe?g|gif|webp|avif|svg|css|js|mjs|map|json|webmanifest|xml|txt|woff2?|ttf|eot|php|aspx?|env|ini|bak|zip|gz)$/i;

/** robots.txt and the sitemaps are routes of their own; `.data` is Remix's data request for a page. */
export function isAssetMiss(path: string): boolean {
  if (path === "/robots.txt" || path === "/sitemap.xml") return false;
  return ASSET_EXTENSION.test(path);
}
