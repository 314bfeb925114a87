import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { Resource } from "i18next";
import type { ReactNode } from "react";
import { useContext, useEffect, useMemo } from "react";
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from "react-router";
import { I18nextProvider } from "react-i18next";
import { backendFailureResponse } from "./http/backend-failures.server";
import { ErrorPage, errorStatus, errorTitleKey } from "./components/error/ErrorPage";
import { SeoLinks } from "./components/layout/SeoLinks";
import { ShopContext } from "./components/layout/ShopContext";
import { useRootData } from "./components/layout/useRootData";
import { ConsentFlagScript } from "./components/popups/ConsentFlagScript";
import { createI18n } from "./i18n/config";
import { storeViewFromPath } from "./i18n/store-views";
import { shellNeedsReload } from "./routing/shell-revalidation";
import { resourcesFor } from "./i18n/resources.server";
import { loadShell } from "./shell/shell.server";
import stylesheet from "./styles/app.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const shell = await loadShell(request, context);
    return data(shell.data, { headers: shell.headers });
  } catch (error) {
    // Without shell data the error page still speaks the shopper's language: its texts come along.
    const locale = storeViewFromPath(new URL(request.url).pathname).locale;
    return backendFailureResponse(error, { i18n: resourcesFor(locale) });
  }
}

/** Plain navigations inside one store view reuse the shell; see app/routing/shell-revalidation.ts. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => shellNeedsReload(args);

/** The root's own caching verdict; page routes combine it with theirs (app/http/cache.server.ts). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The translations a failed root loader sent along with its error (see the loader). */
function resourcesOfFailure(error: unknown): Resource {
  if (!isRouteErrorResponse(error)) return {};
  const data = error.data as { i18n?: Resource } | null;
  return data?.i18n ?? {};
}

/**
 * The error the page shows, whichever boundary caught it: the root's own, or the store layout's
 * (a failed page inside the shell). The document's title and robots directive depend on it.
 */
function usePageError(): unknown {
  const rootError = useRouteError();
  const errors = useContext(DataRouterStateContext)?.errors;
  return rootError ?? (errors ? Object.values(errors)[0] : undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const error = usePageError();
  // The URL's store decides the language, also for a page rendered when the root loader failed.
  const urlLocale = storeViewFromPath(useLocation().pathname).locale;
  const locale = root?.locale ?? urlLocale;
  const resources = root?.i18n ?? resourcesOfFailure(error);
  const i18n = useMemo(() => createI18n(locale, resources), [locale, resources]);
  const shop = useMemo(
    () => ({ locale, currencyFormats: root?.currencyFormats ?? [] }),
    [locale, root?.currencyFormats],
  );
  // Lets styles (and tests) tell an enhanced page from a plain HTML one, error pages included.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale}>
      <head>
        {/* In the document itself, not in a `meta` export: a route's meta replaces the root's. */}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5fff" />
        <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {error ? <title>{`${i18n.t(errorTitleKey(errorStatus(error)))} | ${i18n.t("brand")}`}</title> : null}
        <Meta />
        {root?.popups.cookieConsent.show ? (
          <ConsentFlagScript cookieName={root.popups.cookieConsent.cookieName} />
        ) : null}
        {root && !error ? (
          <SeoLinks origin={root.origin} robots={root.robots} />
        ) : (
          <meta name="robots" content="NOINDEX,NOFOLLOW" />
        )}
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>
        </I18nextProvider>
        {root?.lean ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/** The shell is the store view's layout route (routes/layouts/store.tsx), inside which pages fail. */
export default function App() {
  return <Outlet />;
}

/** The root's own failure (no shell data: the backend is away): the plain frame with the error. */
export function ErrorBoundary() {
  return <ErrorPage />;
}
