// With a remote backend (COMMERCE_URL), the shop's own /media/ passes the backend's through: the
// product page's videos and spin frames, and any media link in content, stay on the shop's origin
// (its security policy names no other), as they are when the backend is embedded. GET and HEAD only,
// only /media/ paths, only the backend's origin; ranges pass (a video seeks), cookies never do.
import { Readable } from "node:stream";
import type { RequestHandler } from "express";

/** Answer headers worth passing on: what the file is, its validators, and how long it may be kept. */
const PASSED_HEADERS = [
  "content-type",
  "content-length",
  "content-range",
  "accept-ranges",
  "cache-control",
  "etag",
  "last-modified",
];
/** Request headers the backend may use: ranges and conditional requests. */
const FORWARDED_HEADERS = ["range", "if-none-match", "if-modified-since", "if-range"];

export function mediaPassThrough(commerceUrl: string, timeoutMs: number): RequestHandler {
  const origin = new URL(commerceUrl).origin;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path;
    if (!path.startsWith("/media/") || path.includes("..") || path.includes("//") || path.includes("\\"))
      return void res.status(404).type("text/plain").send("Not found");
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    fetch(new URL(path, origin), {
      method: req.method,
      headers,
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    }).then(
      (answer) => {
        res.status(answer.status);
        for (const name of PASSED_HEADERS) {
          const value = answer.headers.get(name);
          if (value) res.setHeader(name, value);
        }
        if (!answer.ok) res.setHeader("Cache-Control", "public, max-age=60");
        if (!answer.body || req.method === "HEAD") return void res.end();
        Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream).pipe(res);
      },
      () => {
        if (!res.headersSent) res.status(502).type("text/plain").set("Cache-Control", "no-store").send("Bad gateway");
      },
    );
  };
}
