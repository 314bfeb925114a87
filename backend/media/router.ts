// Serves generated media. File names never change content (new art gets a new name), so they are
// cached for a year. A known file not made yet (the background run has not reached it) is made on
// demand, so the first request never 404s.
import express, { type Router } from "express";
import type { MediaFiles } from "./generate.js";

export function createMediaRouter(media: MediaFiles): Router {
  const router = express.Router();
  router.use("/media", (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path).replace(/^\/+/, "");
    } catch {
      return next();
    }
    media.ensure(rel).then(
      () => next(),
      (error: unknown) => {
        console.error(`media: could not make ${rel}`, error);
        res.status(500).type("text/plain").send("The picture could not be made");
      },
    );
  });
  router.use(
    "/media",
    express.static(media.mediaDir, {
      immutable: true,
      maxAge: "365d",
      index: false,
      dotfiles: "deny",
      setHeaders: (res, path) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        // An SVG opened by itself is a document: it must not run script (or anything) there.
        if (path.toLowerCase().endsWith(".svg"))
          res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    }),
  );
  router.use("/media", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}
