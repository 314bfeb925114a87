// The files at the top of public/ (favicon, touch icons, the web app manifest), served from their own
// addresses only. Every page request used to pass through express.static first, which looks on disk
// for a file of the page's name (a `stat` that fails, and the error Node makes for it): about 3 % of a
// search page's time. The folder is listed once at start-up; a deployment changes it, not a request.
import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

export function publicFiles(directory: string, options: Parameters<typeof express.static>[1] = {}): RequestHandler {
  const addresses = new Set(
    readdirSync(directory, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${encodeURIComponent(entry.name)}`),
  );
  const serve = express.static(directory, options);
  return (req, res, next) => (addresses.has(req.path) ? serve(req, res, next) : next());
}
