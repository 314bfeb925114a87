// Streams pages to shoppers as soon as the shell is ready; bots (crawlers and speed-test agents)
// get the whole document at once, after all data has resolved.
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { isCrawler } from "./bots";
import { CrashContext } from "./components/error/CrashContext";
import { isCrash, recordCrash } from "./errors/crash.server";
import { ServerTranslationsContext, type ServerTranslations } from "./i18n/page-translations";
import { resources, translationHashes } from "./i18n/resources.server";

/** Every text of a locale for the server render; the document carries only the page's (root.tsx). */
function serverTranslations(locale: string): ServerTranslations {
  return { locale, resources: resources[locale] ?? resources["en-GB"], hashes: translationHashes(locale) };
}

/** For server.ts, which wraps the build's loaders and actions with the build's own copy of it. */
export { answerBackendFailures } from "./http/backend-failures.server";

const ABORT_DELAY_MS = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const waitForAll = isCrawler(request.headers.get("user-agent"));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerTranslationsContext.Provider value={serverTranslations(loadContext.shop.storeView.locale)}>
        <CrashContext.Provider value={loadContext.crash ?? null}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
        </CrashContext.Provider>
      </ServerTranslationsContext.Provider>,
      {
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are reported by onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}

/**
 * Every server-side crash gets a Trace ID and, when the store logs errors, a report. Data requests
 * of client-side navigations (`.data`) are reported by the error page in the browser instead, which
 * then gets the ID back.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || !isCrash(error)) return;
  console.error(error);
  if (new URL(request.url).pathname.endsWith(".data")) return;
  if (!context.crash) recordCrash(error, request, context);
};
