// Serves generated product media. File names never change content (new art gets a new name),
// so they are cached for a year.
import express, { type Router } from "express";

export function createMediaRouter(mediaDir: string): Router {
  const router = express.Router();
  router.use(
    "/media",
    express.static(mediaDir, {
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
