import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useEffect, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { backendFailureResponse } from "./commerce/route-errors.server";
import { ErrorPage } from "./components/error/ErrorPage";
import { Footer } from "./components/layout/Footer";
import { GeoStoreNotice } from "./components/layout/GeoStoreNotice";
import { Header } from "./components/layout/Header";
import { SeoLinks } from "./components/layout/SeoLinks";
import { ShopContext } from "./components/layout/ShopContext";
import { CustomsWarningBar } from "./components/popups/CustomsWarning";
import { ConsentFlagScript } from "./components/popups/ConsentFlagScript";
import { Popups } from "./components/popups/Popups";
import { MessageList } from "./components/ui/MessageList";
import { createI18n } from "./i18n/config";
import { storeViewFromPath } from "./i18n/store-views";
import { loadShell } from "./shell/shell.server";
import stylesheet from "./styles/app.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const shell = await loadShell(request, context);
    return data(shell.data, { headers: shell.headers });
  } catch (error) {
    return backendFailureResponse(error);
  }
}

/** The root's own caching verdict; page routes combine it with theirs (app/http/cache.server.ts). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root") as RootLoaderData | undefined;
}

export const meta: MetaFunction = () => [{ name: "viewport", content: "width=device-width, initial-scale=1" }];

/** The locale of the current URL, for pages rendered when the root loader itself failed. */
function localeOfLocation(): string {
  if (typeof window !== "undefined") return storeViewFromPath(window.location.pathname).locale;
  return "en-GB";
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const error = useRouteError();
  const locale = root?.locale ?? localeOfLocation();
  const i18n = useMemo(() => createI18n(locale, root?.i18n ?? {}), [locale, root?.i18n]);
  const shop = useMemo(() => ({ locale, currencyFormats: root?.currencyFormats ?? [] }), [locale, root?.currencyFormats]);
  // Lets styles (and tests) tell an enhanced page from a plain HTML one, error pages included.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <Meta />
        {root?.popups.cookieConsent.show ? <ConsentFlagScript cookieName={root.popups.cookieConsent.cookieName} /> : null}
        {root && !error ? <SeoLinks origin={root.origin} robots={root.robots} /> : <meta name="robots" content="NOINDEX,NOFOLLOW" />}
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

export default function App() {
  const root = useRootData()!;
  return (
    <>
      {root.popups.customsWarning ? <CustomsWarningBar warning={root.popups.customsWarning} /> : null}
      <Header menu={root.menu} cartCount={root.cartCount} storeCode={root.storeCode} stores={root.stores} currency={root.currency} />
      {root.geo ? <GeoStoreNotice suggestion={root.geo} /> : null}
      <MessageList messages={root.messages} />
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer storeName={root.storeName} />
      <Popups settings={root.popups} />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
