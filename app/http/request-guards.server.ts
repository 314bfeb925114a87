// What every request must pass before the shop's pages (and their form parsing) see it. A form
// post is refused when it comes from another site (403), uses a method the pages do not answer
// (405), is not a form (415), is too large or has too many fields (413), or is a multipart body that
// cannot be parsed, say cut off in the middle (400: a client's mistake, never a 500 and an error report). Parsing cost grows
// with the square of the field count (100,000 repeated fields froze the process for 53 s), so the
// body is read here with a limit, counted, and handed on already read. Refusals of a page address
// are the shop's own page inside the shell (rendered by Remix from a stand-in address, as a
// malformed address is); a refused `.data` request (single fetch) gets a short plain answer.
import type { NextFunction, Request, Response } from "express";
import { storePath, storeViewFromPath } from "~/i18n/store-views";

export const FORM_POST_LIMITS = { maxBytes: 64 * 1024, maxFields: 100 } as const;

/** What the page routes answer; anything else is a 405 naming these. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type RequestRefusal = 400 | 403 | 405 | 413 | 415;

/** The stand-in path segment under which a refused request's page is rendered (see catalog-path). */
export const REFUSED_REQUEST_SEGMENT = "__refused-request";

/** Express's per-request locals this module fills for server.ts and the Fetch request. */
export interface GuardedLocals {
  refusedRequest?: RequestRefusal;
  /** The form post's body, already read and checked; the Fetch request is built from it. */
  formBody?: Buffer;
}

const REFUSAL_TEXT: Record<RequestRefusal, string> = {
  400: "The form could not be read: it arrived incomplete or malformed.",
  403: "Cross-site form posts are refused.",
  405: "Method not allowed.",
  413: "Form too large.",
  415: "Only form posts are accepted.",
};

export interface PostHeaders {
  origin?: string;
  secFetchSite?: string;
  /**
   * The shop's own host: PUBLIC_URL's when configured (headers cannot widen it), else the host the
   * shopper asked for (Host, or X-Forwarded-Host behind a trusted proxy).
   */
  host?: string;
}

/**
 * Whether a form post comes from the shop's own pages. Browsers send `Origin` with every POST (forms
 * without JavaScript too) and `Sec-Fetch-Site`; a post carrying neither (a script, an old browser)
 * is let through, SameSite cookies still keep a shopper's session out of it.
 */
export function isSameOriginPost({ origin, secFetchSite, host }: PostHeaders): boolean {
  if (secFetchSite === "cross-site") return false;
  if (origin === undefined) return true;
  if (origin === "null") return secFetchSite === "same-origin";
  if (!host) return false;
  try {
    const from = new URL(origin);
    // The scheme is left out on purpose: behind a TLS proxy the server sees http, the browser https.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** A form post's media type, without parameters; undefined when it names none. */
function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(";")[0]?.trim().toLowerCase() || undefined;
}

/**
 * The number of fields in a form body: `&`-separated pairs, or a multipart body's parts. An
 * unparseable multipart body counts as too many, so it never reaches a parser.
 */
export function fieldCountOf(body: Buffer, contentType: string | undefined): number {
  if (mediaTypeOf(contentType) === "multipart/form-data") {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
    if (!boundary) return Number.POSITIVE_INFINITY;
    const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
    let parts = -1;
    for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) parts++;
    return Math.max(parts, 0);
  }
  if (body.length === 0) return 0;
  let fields = 1;
  for (const byte of body) if (byte === 0x26) fields++;
  return fields;
}

/** The refusal a request earns from its method and headers alone, before any of its body is read. */
export function refusalOfHeaders(
  method: string,
  headers: PostHeaders & { contentType?: string; contentLength?: string },
) {
  if (!(PAGE_METHODS as readonly string[]).includes(method)) return 405;
  if (method !== "POST") return null;
  if (!isSameOriginPost(headers)) return 403;
  if (!FORM_CONTENT_TYPES.includes(mediaTypeOf(headers.contentType) ?? "")) return 415;
  if (Number(headers.contentLength ?? 0) > FORM_POST_LIMITS.maxBytes) return 413;
  return null;
}

function requestedHost(req: Request): string | undefined {
  const forwarded = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.get("Host");
}

/** Answers the refusal: a short text for a data request, else the shop's page for its status. */
function refuse(req: Request, res: Response, next: NextFunction, status: RequestRefusal) {
  if (status === 405) res.set("Allow", PAGE_METHODS.join(", "));
  // Whatever is left of the body is not read: the connection must not carry it into a next request.
  res.set("Connection", "close");
  if (req.path.endsWith(".data")) {
    res.status(status).type("text/plain").set("Cache-Control", "no-store").send(REFUSAL_TEXT[status]);
    return;
  }
  (res.locals as GuardedLocals).refusedRequest = status;
  req.method = "GET";
  req.url = storePath(storeViewFromPath(req.path), `/${REFUSED_REQUEST_SEGMENT}`);
  req.originalUrl = req.url;
  next();
}

/**
 * Whether a form body parses as what it says it is. Every action reads its form with
 * `request.formData()`, which throws on a multipart body cut off before its closing boundary: it is
 * tried here once, on the bounded body, so no action ever meets one. A URL-encoded body always parses.
 */
export async function isReadableForm(body: Buffer, contentType: string | undefined): Promise<boolean> {
  if (mediaTypeOf(contentType) !== "multipart/form-data") return true;
  try {
    await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType ?? "" } }).formData();
    return true;
  } catch {
    return false;
  }
}

/** Reads a form post's body up to the byte limit; null once the limit is passed (reading stops there). */
function readLimitedBody(req: Request): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > FORM_POST_LIMITS.maxBytes) {
        req.off("data", onData);
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/**
 * The guard, mounted in server.ts in front of the Remix handler (after the backend's own routes).
 * `publicUrl` is the configured PUBLIC_URL: a form post must come from that origin's host. Without
 * one (development, tests), the request's own host stands in for it.
 */
export function guardPageRequests(publicUrl: string | undefined) {
  const ownHost = publicUrl ? new URL(publicUrl).host : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get("Origin");
    const secFetchSite = req.get("Sec-Fetch-Site");
    // Remix refuses an action whose Origin differs from the (forwarded) host with an error, i.e. a
    // 500: such a post is refused here first, with the 403 page.
    const fromOwnHost = ownHost === undefined || isSameOriginPost({ origin, secFetchSite, host: ownHost });
    guard(req, res, next, fromOwnHost ? requestedHost(req) : undefined);
  };
}

function guard(req: Request, res: Response, next: NextFunction, host: string | undefined) {
  const refusal = refusalOfHeaders(req.method, {
    origin: req.get("Origin"),
    secFetchSite: req.get("Sec-Fetch-Site"),
    host,
    contentType: req.get("Content-Type"),
    contentLength: req.get("Content-Length"),
  });
  if (refusal) return refuse(req, res, next, refusal);
  if (req.method !== "POST") return next();
  readLimitedBody(req).then(
    (body) => {
      if (!body || fieldCountOf(body, req.get("Content-Type")) > FORM_POST_LIMITS.maxFields)
        return refuse(req, res, next, 413);
      return isReadableForm(body, req.get("Content-Type")).then((readable) => {
        if (!readable) return refuse(req, res, next, 400);
        (res.locals as GuardedLocals).formBody = body;
        next();
      });
    },
    // The shopper went away in the middle of the post: nobody is left to answer.
    () => res.destroy(),
  );
}
