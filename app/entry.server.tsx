// Streams pages to shoppers as soon as the shell is ready; bots (crawlers and speed-test agents)
// get the whole document at once, after all data has resolved.
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { isCrawler, isSpeedTestAgent } from "./bots";
import { FIRST_SCRIPT_SOURCE } from "./http/first-script.server";
import { markHeldPictures } from "./http/held-pictures.server";
import { CrashContext } from "./components/error/CrashContext";
import { DocumentHtmlContext } from "./components/ui/document-html";
import { isCrash, recordCrash } from "./errors/crash.server";
import { keepDataRequestCrash } from "./errors/data-request-crashes.server";
import { PageScriptsContext } from "./http/page-scripts";
import { documentPageScripts, RESTORE_SCROLL_SOURCE } from "./http/page-scripts.server";
import { shellLinkPaths } from "./routing/shell-links.server";
import { ScriptNonceContext } from "./http/script-nonce";
import { createScriptNonce, documentPolicy } from "./http/security-headers.server";
import type { ShellData } from "./shell/shell.server";
import { pageNamespaces } from "./i18n/page-namespaces.server";
import { ServerTranslationsContext, type ServerTranslations } from "./i18n/page-translations";
import { resources, translationHashes } from "./i18n/resources.server";
import { rememberRenderRoutes } from "./routing/render-routes.server";
import { memoiseRouteMatching } from "./routing/route-matching.server";
import { log } from "~/observability/logger.server";
import { loggablePath } from "~/observability/loggable-path";

// Every render matches its address several times against a few hundred routes: remember the answers.
memoiseRouteMatching();
// ...and build the route table a render hands to React Router once, not once per render.
rememberRenderRoutes();

/** Every text of a locale for the server render; the document carries only the page's (root.tsx). */
function serverTranslations(locale: string): ServerTranslations {
  return {
    locale,
    resources: resources[locale] ?? resources["en-GB"],
    hashes: translationHashes(locale),
    pageNamespaces,
  };
}

/** For server.ts, which wraps the build's loaders and actions with the build's own copy of it. */
export { answerBackendFailures } from "./http/backend-failures.server";
export { forgetStoreData } from "./commerce/store/store.server";

const ABORT_DELAY_MS = 5_000;

/**
 * The integrations whose hosts the page's policy allows: those the shell lets this page load (store
 * switch on, a person, not a bot), unless the shopper's consent cookie already says "necessary".
 * Consent still given on the page itself ("Accept all") must find them allowed. A public page is
 * the same for every visitor, whatever their consent cookie: its policy allows them all, and the
 * browser loads none before it finds consent (app/components/popups).
 */
function consentedIntegrations(request: Request, remixContext: EntryContext, responseHeaders: Headers) {
  const shell = remixContext.staticHandlerContext.loaderData?.root as ShellData | undefined;
  if (!shell) return [];
  if (/\bpublic\b/.test(responseHeaders.get("Cache-Control") ?? "")) return shell.popups.integrations;
  const cookie = `${shell.popups.cookieConsent.cookieName}=necessary`;
  const refused = (request.headers.get("Cookie") ?? "").split(/;\s*/).includes(cookie);
  return refused ? [] : shell.popups.integrations;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const userAgent = request.headers.get("user-agent");
  const waitForAll = isCrawler(userAgent);
  // A fresh nonce per render: Remix's inline scripts and ours carry it, nothing else inline runs.
  const nonce = createScriptNonce();
  responseHeaders.set(
    "Content-Security-Policy",
    documentPolicy(
      nonce,
      consentedIntegrations(request, remixContext, responseHeaders),
      // Paying by card without JavaScript: review and pay's post is answered by a redirect to the
      // card provider's page, on a remote backend's own origin.
      loadContext.shop.commercePublicUrl ? [loadContext.shop.commercePublicUrl] : [],
    ),
  );
  // The scroll position, then a shopper's page starts its code once painted (ADR 0082); a crawler's
  // keeps Remix's <Scripts> (root.tsx); the speed-test agents' lean page runs no script.
  const startsOncePainted = !waitForAll && !isSpeedTestAgent(userAgent);
  const pageScripts = isSpeedTestAgent(userAgent)
    ? null
    : RESTORE_SCROLL_SOURCE +
      (startsOncePainted ? documentPageScripts(remixContext, shellLinkPaths(loadContext.shop.storeView)) : "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render still waiting on data this long is cut short (the boundaries left show their fallbacks).
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY_MS + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerTranslationsContext.Provider value={serverTranslations(loadContext.shop.storeView.locale)}>
        <CrashContext.Provider value={loadContext.crash ?? null}>
          <ScriptNonceContext.Provider value={nonce}>
            <DocumentHtmlContext.Provider value={loadContext.documentHtml ?? null}>
              <PageScriptsContext.Provider value={pageScripts}>
                <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
              </PageScriptsContext.Provider>
            </DocumentHtmlContext.Provider>
          </ScriptNonceContext.Provider>
        </CrashContext.Provider>
      </ServerTranslationsContext.Provider>,
      {
        onAllReady() {
          // Everything is rendered: nothing is left to abort, and a late abort would only end a
          // finished stream again (an error made and dropped, seconds after every page).
          clearTimeout(abortTimer);
          if (waitForAll) sendShell();
        },
        onShellReady() {
          if (!waitForAll) sendShell();
        },
        nonce,
        // Storage stand-in and the cookie test (first-script.server.ts); the lean page runs no script.
        bootstrapScriptContent: isSpeedTestAgent(userAgent) ? undefined : FIRST_SCRIPT_SOURCE,
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are reported by onShellError.
          if (shellRendered)
            log.error({ err: error, path: loggablePath(new URL(request.url).pathname) }, "page stream failed");
        },
      },
    );

    function sendShell() {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      // Its start-up script lets them go: a shopper's page holds the pictures beside its first screen's.
      if (startsOncePainted) pipe(markHeldPictures()).pipe(body);
      else pipe(body);
    }
  });
}

/**
 * Every server-side crash gets a Trace ID and, when the store logs errors, a report. A data request's
 * (a client-side navigation's) is kept for the error page's report from the browser, which is
 * answered with the same ID (errors/data-request-crashes.server.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || !isCrash(error)) return;
  const url = new URL(request.url);
  const path = loggablePath(url.pathname + url.search);
  if (url.pathname.endsWith(".data")) {
    const crash = recordCrash(error, request, context);
    keepDataRequestCrash(request, context, crash).catch((keepError: unknown) =>
      log.warn({ err: keepError, traceId: crash.traceId }, "a data request's crash was not kept for its report"),
    );
    log.error({ err: error, path, traceId: crash.traceId }, "data request crashed");
    return;
  }
  const crash = context.crash ?? recordCrash(error, request, context);
  log.error({ err: error, path, traceId: crash.traceId }, "page crashed");
};
