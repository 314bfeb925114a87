import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useEffect, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { isSpeedTestAgent } from "./bots";
import { getCartCount } from "./commerce/cart.server";
import { shopRequest } from "./commerce/context.server";
import { backendFailureResponse, type BackendFailure } from "./commerce/route-errors.server";
import { displayCurrency, loadStoreData, menuCategories } from "./commerce/store.server";
import { Footer } from "./components/layout/Footer";
import { Header } from "./components/layout/Header";
import { MessageList } from "./components/ui/MessageList";
import { createI18n } from "./i18n/config";
import { resourcesFor } from "./i18n/resources.server";
import { storeViewFromPath } from "./i18n/store-views";
import { takeMessages } from "./sessions/messages.server";
import { cartIdFor, commitSession } from "./sessions/session.server";
import stylesheet from "./styles/app.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shop = await shopRequest(request, context);
  const cartId = cartIdFor(shop.session, shop.storeView.code);
  try {
    const [storeData, cartCount] = await Promise.all([
      loadStoreData(shop.commerce),
      cartId ? getCartCount(shop.commerce, cartId).catch(() => 0) : Promise.resolve(0),
    ]);
    const messages = takeMessages(shop.session);
    const headers = new Headers();
    if (messages.length) headers.append("Set-Cookie", await commitSession(request, context.config.sessionSecrets, shop.session));
    return data(
      {
        locale: shop.storeView.locale,
        storeCode: shop.storeView.code,
        i18n: resourcesFor(shop.storeView.locale),
        lean: isSpeedTestAgent(request.headers.get("user-agent")),
        menu: menuCategories(storeData),
        storeName: storeData.storeConfig.store_name,
        currency: displayCurrency(storeData, shop.commerce.currency),
        cartCount,
        messages,
      },
      { headers },
    );
  } catch (error) {
    return backendFailureResponse(error);
  }
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root") as RootLoaderData | undefined;
}

export const meta: MetaFunction = () => [{ name: "viewport", content: "width=device-width, initial-scale=1" }];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const locale = root?.locale ?? storeViewFromPathSafe();
  const i18n = useMemo(() => createI18n(locale, root?.i18n ?? {}), [locale, root?.i18n]);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
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

/** The locale of the current URL, for pages rendered when the root loader itself failed. */
function storeViewFromPathSafe(): string {
  if (typeof window !== "undefined") return storeViewFromPath(window.location.pathname).locale;
  return "en-GB";
}

export default function App() {
  const root = useRootData()!;
  // Lets styles (and tests) tell an enhanced page from a plain HTML one.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Header menu={root.menu} cartCount={root.cartCount} storeCode={root.storeCode} />
      <MessageList messages={root.messages} />
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer storeName={root.storeName} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <main className="page error-page">
        <h1>{t("errors.notFoundTitle", "Page not found")}</h1>
        <p>{t("errors.notFoundText", "The page you are looking for does not exist or has moved.")}</p>
        <a href="/">{t("errors.returnHome", "Return to Homepage")}</a>
      </main>
    );
  }
  if (status === 503) {
    return (
      <main className="page error-page">
        <h1>{t("errors.unavailableTitle", "The shop is taking a short break")}</h1>
        <p>{t("errors.unavailableText", "We cannot reach our product catalogue right now. Please try again in a moment.")}</p>
        <a href="">{t("errors.tryAgain", "Try again")}</a>
      </main>
    );
  }
  const backendMessages = isRouteErrorResponse(error) ? ((error.data as BackendFailure | null)?.messages ?? []) : [];
  return (
    <main className="page error-page">
      <h1>{t("errors.crashTitle", "Oops! Looks like you've encountered an issue")}</h1>
      {backendMessages.map((message) => (
        <p key={message} className="message message--error">
          {message}
        </p>
      ))}
      <a href="/">{t("errors.returnHome", "Return to Homepage")}</a>
    </main>
  );
}
