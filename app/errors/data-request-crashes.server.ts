// A client-side navigation's crash, matched to the error page's report. The page's data request
// crashes on the server, where the error is known and gets its Trace ID and report; the browser is
// only told "Unexpected Server Error" (Remix hides a crash's words from it) and asks the error
// page's report endpoint for a Trace ID. That request is answered with the server's crash, so the
// ID the shopper sees, their note and the server log's line all name the same crash.
//
// Kept for a short while in the shop's shared marks (the database, or Redis), so the report finds it
// whichever worker process answers it; keyed by a hash of the visitor (address and browser) and the
// page's address, so the shared store holds no visitor's address in the clear.
import { createHash } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { marksOf } from "~/sessions/shared-marks.server";
import type { CrashInfo } from "./crash.server";

/** How long a crash waits for its error page's report (the report follows within a second or two). */
const KEPT_MS = 2 * 60_000;

/** The words the browser is given in place of a data request's crash (Remix's production answer). */
export const HIDDEN_CRASH_MESSAGE = "Unexpected Server Error";

/** "/protein?page=2" for the data request "/protein.data?page=2&_routes=…" ("/_root.data": "/"). */
function pageAddressOf(dataUrl: URL): string {
  const path = dataUrl.pathname === "/_root.data" ? "/" : dataUrl.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(dataUrl.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const keyOf = (request: Request, context: AppLoadContext, pageAddress: string) =>
  "data-request-crash:" +
  createHash("sha256")
    .update(`${context.clientIp ?? ""}|${request.headers.get("user-agent") ?? ""}|${pageAddress}`)
    .digest("base64url");

/** Keeps a data request's crash for its error page's report. */
export async function keepDataRequestCrash(request: Request, context: AppLoadContext, crash: CrashInfo) {
  const key = keyOf(request, context, pageAddressOf(new URL(request.url)));
  await marksOf(context.config).put(key, JSON.stringify(crash), KEPT_MS);
}

/**
 * The crash this visitor's data request for `pageAddress` ("/protein?page=2") had, taken once; null
 * when none is kept (a crash in the browser itself, or one too old).
 */
export async function takeDataRequestCrash(
  request: Request,
  context: AppLoadContext,
  pageAddress: string,
): Promise<CrashInfo | null> {
  const marks = marksOf(context.config);
  const key = keyOf(request, context, pageAddress);
  const kept = await marks.get(key);
  if (kept === null) return null;
  await marks.delete(key);
  return JSON.parse(kept) as CrashInfo;
}
