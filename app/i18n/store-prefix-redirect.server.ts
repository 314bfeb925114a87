// "/DE", "/De/protein": a store prefix in another case is answered with a permanent redirect to the
// store's own spelling (storePrefixCorrected). A redirect rather than a 404, since people type and
// link such addresses and search engines then keep one address per page.
import type { RequestHandler } from "express";
import { storePrefixCorrected } from "./store-views";

export const redirectStorePrefixCase: RequestHandler = (req, res, next) => {
  const corrected = storePrefixCorrected(req.path);
  if (corrected === null) return next();
  const queryStart = req.originalUrl.indexOf("?");
  const query = queryStart >= 0 ? req.originalUrl.slice(queryStart) : "";
  // 301 for a page; 308 keeps a form post's method and body.
  const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
  res.status(status).set("Cache-Control", "public, max-age=3600").location(`${corrected}${query}`).end();
};
