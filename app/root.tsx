import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useContext, useEffect, useMemo } from "react";
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from "react-router";
import { ErrorBoundaryPage } from "./components/error/ErrorBoundaryPage";
import { errorStatus, errorTitleKey } from "./components/error/error-kinds";
import { SeoLinks } from "./components/layout/SeoLinks";
import { ShopContext } from "./components/layout/ShopContext";
import { useRootData } from "./components/layout/useRootData";
import { PageScripts } from "./http/page-scripts";
import { useScriptNonce } from "./http/script-nonce";
import {
  browserTexts,
  documentTranslations,
  loadNamespace,
  rememberTranslationHashes,
} from "./i18n/browser-translations";
import type { Namespace } from "./i18n/config";
import { PageTranslationsScript, payloadJson, useServerTranslations } from "./i18n/page-translations";
import { storeViewFromPath } from "./i18n/store-views";
import { translate } from "./i18n/translate";
import { TranslationsContext, type Translations } from "./i18n/use-translation";
import { screenIdOfHandle, setBrowserAddresses } from "./routing/addresses";
import { shellNeedsReload } from "./routing/shell-revalidation";
import { data, loadShell } from "./routing/pages/root.server";
import stylesheet from "./styles/app.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shell = await loadShell(request, context);
  return data(shell.data, { headers: shell.headers });
}

/** Plain navigations inside one store view reuse the shell; see app/routing/shell-revalidation.ts. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => shellNeedsReload(args);

/** The root's own caching verdict; page routes combine it with theirs (app/http/cache.server.ts). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * The error the page shows, whichever boundary caught it: the root's own, or the store layout's
 * (a failed page inside the shell). The document's title and robots directive depend on it.
 */
function usePageError(): unknown {
  const rootError = useRouteError();
  const errors = useContext(DataRouterStateContext)?.errors;
  return rootError ?? (errors ? Object.values(errors)[0] : undefined);
}

/**
 * The texts the page renders with. On the server: every text of the locale (nothing suspends, nojs
 * pages are complete). In the browser: the namespaces the document brought, others loaded from
 * their hashed files when first needed (app/i18n/browser-translations.ts).
 */
function usePageTranslations(locale: string, hashes: Partial<Record<Namespace, string>> | undefined): Translations {
  const server = useServerTranslations();
  if (!server) rememberTranslationHashes(locale, hashes);
  return useMemo(
    () =>
      server
        ? { locale, texts: server.resources }
        : { locale, texts: browserTexts(locale), load: (namespace: string) => loadNamespace(locale, namespace) },
    [server, locale],
  );
}

/** The page's namespaces written into the document; the browser keeps the text it was given. */
function usePageTranslationsJson(): string | null {
  const server = useServerTranslations();
  const matches = useMatches();
  return server
    ? payloadJson(server, server.pageNamespaces(matches.map((match) => screenIdOfHandle(match.handle))))
    : (documentTranslations()?.json ?? null);
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  // The shown store view's addresses, for the link builders of every page below (app/routing/addresses.ts).
  setBrowserAddresses(root?.addresses);
  const error = usePageError();
  // The URL's store decides the language, also for a page rendered when the root loader failed.
  const urlLocale = storeViewFromPath(useLocation().pathname).locale;
  const locale = root?.locale ?? urlLocale;
  const translations = usePageTranslations(locale, root?.translationHashes);
  const t = (key: string) => translate(translations.texts, locale, "common", key);
  const translationsJson = usePageTranslationsJson();
  const nonce = useScriptNonce();
  const shop = useMemo(
    () => ({ locale, currencyFormats: root?.currencyFormats ?? [], timeZone: root?.timeZone ?? "UTC" }),
    [locale, root?.currencyFormats, root?.timeZone],
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
        {error ? <title>{`${t(errorTitleKey(errorStatus(error), error))} | ${t("brand")}`}</title> : null}
        <Meta />
        {root && !error ? (
          <SeoLinks origin={root.origin} robots={root.robots} />
        ) : (
          <meta name="robots" content="NOINDEX,NOFOLLOW" />
        )}
        <Links />
      </head>
      <body>
        <TranslationsContext.Provider value={translations}>
          <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>
        </TranslationsContext.Provider>
        {root?.lean ? null : (
          <>
            {translationsJson ? <PageTranslationsScript json={translationsJson} /> : null}
            {/* The scroll position and, on a shopper's page, the code fetched once its first
                screen is painted (ADR 0082); a crawler's keeps Remix's own scripts. */}
            <PageScripts nonce={nonce} />
            {root?.crawler ? <Scripts nonce={nonce} /> : null}
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
  return <ErrorBoundaryPage />;
}
