// How a page leaves the server (server.ts hands every Remix answer here):
//
// - A public page (a 200 to an anonymous GET that its routes called public and that sets no cookie)
//   is read whole, made shareable (app/http/shareable-page.server.ts: CSP hashes, no nonce), given an
//   ETag, compressed in one pass and, with the page cache on, kept (app/http/page-cache.server.ts).
//   Its headers say what it depends on, so any shared cache keeps the variants apart.
// - Anything else (a shopper's own page, a redirect, an error) streams as it is rendered, compressed
//   with one flush per turn of the event loop.
//
// The cache key and Vary name the same inputs: the address (store view prefix, path, query), the
// page variant (shopper, crawler, speed-test agent) and the visitor hints the backend's geo
// suggestion reads. Currency is not in it: an anonymous visitor always sees the store's default, and
// a chosen currency lives in the session, whose cookie makes every page personal.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { parseCookie } from "cookie";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { pageVariant } from "~/bots";
import { BACKEND_MESSAGES_COOKIE } from "~/sessions/backend-messages.server";
import { SESSION_COOKIE_NAME } from "~/sessions/session.server";
import {
  MIN_COMPRESSIBLE_BYTES,
  compressWhole,
  isCompressible,
  preferredCoding,
  readWhole,
  streamingCompressor,
  type ContentCoding,
} from "./content-coding.server";
import { entityTag, type KeptPage, type PageCache } from "./page-cache.server";
import { shareablePage } from "./shareable-page.server";

/** Cookies that make a visitor's pages their own: never answered from, nor kept in, a shared cache. */
export const PERSONAL_COOKIES = [SESSION_COOKIE_NAME, BACKEND_MESSAGES_COOKIE] as const;

/** Everything a public page may depend on besides its address (for Vary and for shared caches). */
export const PUBLIC_PAGE_VARY = "Accept-Encoding, Cookie, User-Agent, Accept-Language, CF-IPCountry, X-Country-Code";

/** The page variant a public answer was made for (shared caches check it against their own guess). */
export const PAGE_VARIANT_HEADER = "X-Page-Variant";
/** HIT, MISS (made now, kept) or PASS (not keepable), for operators, tests and the bench. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** Headers that describe one coding of the body, set per answer. */
const PER_ANSWER = new Set(["content-length", "content-encoding", "etag", "transfer-encoding", "vary"]);

type RequestLike = Pick<ExpressRequest, "method" | "originalUrl" | "headers">;

function header(req: RequestLike, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  const cookies = parseCookie(cookieHeader);
  return PERSONAL_COOKIES.some((name) => cookies[name] !== undefined);
}

/** What the backend's geo suggestion reads, reduced to what it decides by (country, first language). */
function visitorHints(req: RequestLike): string {
  const country = (header(req, "cf-ipcountry") ?? header(req, "x-country-code") ?? "").trim().toUpperCase();
  const language = (header(req, "accept-language") ?? "").split(",")[0].split(";")[0].trim().toLowerCase();
  return `${country}|${language}`;
}

/**
 * The key of the page this request asks for, or null when no kept page may answer it: not a read,
 * a visitor with a session or messages, or credentials.
 */
export function pageCacheKey(req: RequestLike): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (hasPersonalCookie(header(req, "cookie")) || header(req, "authorization")) return null;
  return `${pageVariant(header(req, "user-agent"))} ${visitorHints(req)} ${req.originalUrl}`;
}

/** A page that any cache may keep: its routes said public, it is a 200 and it sets no cookie. */
function isPublicAnswer(req: RequestLike, response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    pageCacheKey(req) !== null &&
    response.headers.getSetCookie().length === 0 &&
    /\bpublic\b/i.test(response.headers.get("Cache-Control") ?? "")
  );
}

/** The shared lifetime the routes gave (Surrogate-Control's max-age), in seconds. */
function sharedLifetime(headers: Headers): number {
  const match = /(?:^|[\s,])max-age=(\d+)/.exec(headers.get("Surrogate-Control") ?? "");
  return match ? Number(match[1]) : 0;
}

function tagsOf(headers: Headers): string[] {
  return (headers.get("Surrogate-Key") ?? "").split(" ").filter(Boolean);
}

/** RFC 9110 weak comparison of If-None-Match against the page's tag. */
function notModified(req: RequestLike, etag: string): boolean {
  const ifNoneMatch = header(req, "if-none-match");
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

export interface PageDelivery {
  /**
   * Answers from the cache when it holds the page; otherwise makes it (`make`: the Remix handler)
   * and sends it, keeping it when it is public and the cache is on.
   */
  deliver(req: ExpressRequest, res: ExpressResponse, make: () => Promise<Response>): Promise<void>;
}

export function createPageDelivery(cache: PageCache | null): PageDelivery {
  async function write(req: ExpressRequest, res: ExpressResponse, page: KeptPage, status: "HIT" | "MISS" | "PASS") {
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Vary", PUBLIC_PAGE_VARY);
    res.setHeader("ETag", page.etag);
    res.setHeader(PAGE_CACHE_HEADER, status);
    if (notModified(req, page.etag)) {
      res.status(304).end();
      return;
    }
    const coding: ContentCoding =
      page.body.length >= MIN_COMPRESSIBLE_BYTES ? preferredCoding(header(req, "accept-encoding")) : "identity";
    let body = page.body;
    if (coding !== "identity") {
      body = cache && status !== "PASS" ? await cache.coded(page, coding) : await compressWhole(page.body, coding);
      res.setHeader("Content-Encoding", coding);
    }
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  async function send(req: ExpressRequest, res: ExpressResponse, response: Response, madeSince: number) {
    if (!isPublicAnswer(req, response)) return streamAnswer(req, res, response);
    const { headers } = response;
    const made = shareablePage(
      (await readWhole(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>))).toString("utf8"),
      headers.get("Content-Security-Policy"),
    );
    if (made.policy) headers.set("Content-Security-Policy", made.policy);
    const tags = tagsOf(headers);
    if (tags.length) headers.set("X-Magento-Tags", tags.join(","));
    headers.set(PAGE_VARIANT_HEADER, pageVariant(header(req, "user-agent")));
    const body = Buffer.from(made.html, "utf8");
    const page = {
      key: pageCacheKey(req)!,
      status: response.status,
      headers: [...headers.entries()].filter(([name]) => !PER_ANSWER.has(name)),
      body,
      tags,
      expiresAt: Date.now() + sharedLifetime(headers) * 1000,
    };
    if (cache && req.method === "GET" && sharedLifetime(headers) > 0)
      await write(req, res, cache.set(page, madeSince), "MISS");
    else await write(req, res, { ...page, etag: entityTag(body), coded: {} }, "PASS");
  }

  return {
    async deliver(req, res, make) {
      const key = cache ? pageCacheKey(req) : null;
      const kept = key ? cache!.get(key) : undefined;
      if (kept) return write(req, res, kept, "HIT");
      const madeSince = cache?.startMaking() ?? 0;
      await send(req, res, await make(), madeSince);
    },
  };
}
/** A page that is nobody else's business streams out as it is made, compressed as it goes. */
async function streamAnswer(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") continue;
    res.append(name, value);
  }
  // Headers.entries() folds Set-Cookie headers into one line; each must be its own header.
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  res.setHeader(PAGE_CACHE_HEADER, "PASS");
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  const source = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  const coding =
    isCompressible(response.headers.get("Content-Type")) && !response.headers.has("Content-Encoding")
      ? preferredCoding(header(req, "accept-encoding"))
      : "identity";
  if (isCompressible(response.headers.get("Content-Type"))) res.vary("Accept-Encoding");
  try {
    if (coding === "identity") {
      await pipeline(source, res);
    } else {
      res.setHeader("Content-Encoding", coding);
      res.removeHeader("Content-Length");
      await pipeline(source, streamingCompressor(coding), res);
    }
  } catch (error) {
    // The shopper went away before the page was written: nothing to answer any more.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
  }
}
