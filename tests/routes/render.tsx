// A route's page rendered as the server renders it, with the data its own loader and action gave
// (Epic Stack's createRoutesStub, without @remix-run/testing): a static router holding the root's
// and the page's data, the shop's translations, and the HTML parsed as a browser would see it.
import { readdirSync, readFileSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { matchRoutes } from "react-router-dom";
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router-dom/server";
import { Window } from "happy-dom";
import { storeViewFromPath } from "~/i18n/store-views";
import { TranslationsContext, type Translations } from "~/i18n/use-translation";
import type { RouteModule } from "./screen";

function translationsOf(locale: string): Translations {
  const folder = new URL(`../../locales/${locale}/`, import.meta.url);
  const texts = Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [name.replace(/\.json$/, ""), JSON.parse(readFileSync(new URL(name, folder), "utf8"))]),
  );
  return { locale, texts };
}

export interface PageState {
  /** The page's address (the store view comes from it). */
  path: string;
  /** What the root loader gave (the shell's data), for hooks that read it. */
  root?: unknown;
  /** What the page's loader gave. */
  loaderData?: unknown;
  /** What the page's action answered (a refused post), if any. */
  actionData?: unknown;
  /** The texts' language: the store view's of the path unless given. */
  locale?: string;
}

/** The page's HTML as the server sends it, parsed: query it as a browser's document. */
export function renderPage(module: RouteModule, state: PageState): HTMLElement {
  const Page = module.default as ComponentType;
  const routes = [{ id: "root", path: "/", children: [{ id: "page", path: "*", Component: Page }] }];
  const location = new URL(state.path, "http://shop.test");
  const context = {
    basename: "",
    location: { pathname: location.pathname, search: location.search, hash: "", state: null, key: "default" },
    matches: matchRoutes(routes, location.pathname) ?? [],
    loaderData: { root: state.root ?? null, page: state.loaderData ?? null },
    actionData: state.actionData === undefined ? null : { page: state.actionData },
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  } as unknown as StaticHandlerContext;
  const router = createStaticRouter(routes, context);
  const html = renderToStaticMarkup(
    createElement(
      TranslationsContext.Provider,
      { value: translationsOf(state.locale ?? storeViewFromPath(state.path).locale) },
      createElement(StaticRouterProvider, { router, context, hydrate: false }),
    ),
  );
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document.body as unknown as HTMLElement;
}
