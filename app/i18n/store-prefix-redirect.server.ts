// "/DE", "/De/protein": a store prefix in another case is answered with a permanent redirect to the
// store's own spelling (storePrefixCorrected). A redirect rather than a 404, since people type and
// link such addresses and search engines then keep one address per page.
import type { RequestHandler } from "express";
import { storeViews } from "./store-views";

/**
 * The address with its store prefix written as the store's own ("/DE/protein" -> "/de/protein"), or
 * null when it already is (or has no prefix). Remix matches routes regardless of case while the store
 * view is read from the exact prefix, so "/DE" served the default store's English page under a German
 * address: such an address is sent to its one spelling instead.
 */
export function storePrefixCorrected(pathname: string): string | null {
  const first = pathname.split("/")[1] ?? "";
  if (!first) return null;
  const lower = first.toLowerCase();
  const storeView = storeViews.find((s) => s.pathPrefix && s.pathPrefix === lower);
  if (!storeView || first === storeView.pathPrefix) return null;
  return `/${storeView.pathPrefix}${pathname.slice(first.length + 1)}`;
}

export const redirectStorePrefixCase: RequestHandler = (req, res, next) => {
  const corrected = storePrefixCorrected(req.path);
  if (corrected === null) return next();
  const queryStart = req.originalUrl.indexOf("?");
  const query = queryStart >= 0 ? req.originalUrl.slice(queryStart) : "";
  // 301 for a page; 308 keeps a form post's method and body.
  const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
  res.status(status).set("Cache-Control", "public, max-age=3600").location(`${corrected}${query}`).end();
};
