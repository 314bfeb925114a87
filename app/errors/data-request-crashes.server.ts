// A client-side navigation's crash, matched to the error page's report. The page's data request
// crashes on the server, where the error is known and gets its Trace ID and report; the browser is
// only told "Unexpected Server Error" (Remix hides a crash's words from it) and asks the error
// page's report endpoint for a Trace ID. That request is answered with the server's crash, so the
// ID the shopper sees, their note and the server log's line all name the same crash.
//
// Kept in this process for a short while, keyed by the visitor (address and browser) and the
// page's address; with several workers a report that reaches another one gets an ID of its own.
import type { AppLoadContext } from "@remix-run/node";
import type { CrashInfo } from "./crash.server";

/** How long a crash waits for its error page's report (the report follows within a second or two). */
const KEPT_MS = 2 * 60_000;
/** At most this many crashes are kept; the oldest go first. */
const MAX_KEPT = 500;

/** The words the browser is given in place of a data request's crash (Remix's production answer). */
export const HIDDEN_CRASH_MESSAGE = "Unexpected Server Error";

const kept = new Map<string, { crash: CrashInfo; until: number }>();

/** "/protein?page=2" for the data request "/protein.data?page=2&_routes=…" ("/_root.data": "/"). */
function pageAddressOf(dataUrl: URL): string {
  const path = dataUrl.pathname === "/_root.data" ? "/" : dataUrl.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(dataUrl.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const visitorOf = (request: Request, context: AppLoadContext) =>
  `${context.clientIp ?? ""}|${request.headers.get("user-agent") ?? ""}`;

/** Keeps a data request's crash for its error page's report. */
export function keepDataRequestCrash(request: Request, context: AppLoadContext, crash: CrashInfo, now = Date.now()) {
  for (const [key, entry] of kept) if (entry.until <= now || kept.size >= MAX_KEPT) kept.delete(key);
  kept.set(`${visitorOf(request, context)}|${pageAddressOf(new URL(request.url))}`, { crash, until: now + KEPT_MS });
}

/**
 * The crash this visitor's data request for `pageAddress` ("/protein?page=2") had, taken once; null
 * when none is kept (a crash in the browser itself, or one too old).
 */
export function takeDataRequestCrash(
  request: Request,
  context: AppLoadContext,
  pageAddress: string,
  now = Date.now(),
): CrashInfo | null {
  const key = `${visitorOf(request, context)}|${pageAddress}`;
  const entry = kept.get(key);
  kept.delete(key);
  return entry && entry.until > now ? entry.crash : null;
}
