// Cookies switched off (SPEC §9's `test_cookie`, ADR 0077). The basket and a sign-in live in the
// session cookie; a browser that keeps no cookies used to get an empty basket and no word why.
// Nothing is tested on a GET: a form post that starts a session (the first add to the basket, a
// sign-in) also sets `test_cookie`, and the page its 303 leads to carries a marker in its address,
// `cookie_check=<time of the post>`. That page (never cached: it is private) looks whether either
// cookie came back. A page without the marker never depends on it, so anonymous pages stay
// cacheable by the page cache and Varnish.
import { SESSION_COOKIE_NAME, hasSessionCookie } from "./session.server";

export const TEST_COOKIE_NAME = "test_cookie";
/** The marker in the address of the page a cookie-setting post leads to. */
export const COOKIE_CHECK_PARAM = "cookie_check";
/**
 * How long a marker says anything: an address shared or bookmarked with a marker in it must not
 * tell a later visitor (who has no cookie yet either) that their browser refuses cookies.
 */
export const COOKIE_CHECK_FRESH_SECONDS = 10 * 60;

const BASE = "http://storefront.invalid";

/**
 * The post came from a browser without our session cookie: whether it keeps the cookie this answer
 * sets is unknown, so the answer tests it.
 */
export function needsCookieCheck(request: Request): boolean {
  return !hasSessionCookie(request);
}

/**
 * An enhanced post (a fetcher: the page's script ran, and the document's first script writes
 * `test_cookie` for the browser's session, app/http/first-script.server.ts) that brought back no
 * cookie of ours at all: this browser keeps none, and whatever the post would start is lost.
 */
export function keepsNoCookies(request: Request): boolean {
  return !hasCookie(request, SESSION_COOKIE_NAME) && !hasCookie(request, TEST_COOKIE_NAME);
}

/** What the shopper is told: the `common` namespace's title, why, and how to switch cookies on. */
export function cookiesOffNotice(t: (key: string) => string): string {
  return `${t("cookiesOff.title")}. ${t("cookiesOff.text")} ${t("cookiesOff.help")}`;
}

/** The Set-Cookie of the test cookie: nothing secret, readable by the page's script (the fetcher's check). */
export function testCookieHeader(request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${TEST_COOKIE_NAME}=1; Path=/; Max-Age=${COOKIE_CHECK_FRESH_SECONDS}; SameSite=Lax${secure}`;
}

/** `path` (a checked same-origin path) with the marker of a post made now. */
export function withCookieCheck(path: string, now: number = Date.now()): string {
  const url = new URL(path, BASE);
  url.searchParams.set(COOKIE_CHECK_PARAM, String(Math.floor(now / 1000)));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page's path and query without the marker (and without single fetch's `_routes`). */
export function withoutCookieCheck(pageUrl: URL): string {
  const url = new URL(pageUrl);
  url.searchParams.delete(COOKIE_CHECK_PARAM);
  url.searchParams.delete("_routes");
  return `${url.pathname}${url.search}`;
}

function hasCookie(request: Request, name: string): boolean {
  return (request.headers.get("Cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * What the page's address and cookies say: null without a marker, "stale" for an old or malformed
 * one (it says nothing any more), "kept" when the session or test cookie came back, "refused" when
 * the browser kept neither.
 */
export function cookieCheckOf(request: Request, now: number = Date.now()): "kept" | "refused" | "stale" | null {
  const marker = new URL(request.url).searchParams.get(COOKIE_CHECK_PARAM);
  if (marker === null) return null;
  const age = now / 1000 - Number(marker);
  if (!/^\d{1,12}$/.test(marker) || age < -60 || age > COOKIE_CHECK_FRESH_SECONDS) return "stale";
  return hasCookie(request, SESSION_COOKIE_NAME) || hasCookie(request, TEST_COOKIE_NAME) ? "kept" : "refused";
}
