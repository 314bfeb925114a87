// The hreflang alternates of a page: the same screen in every store view (the route registry
// translates the address: /products/whey is /de/produkte/whey), then x-default, the default store's.
// Made by the server, for the document and for every client navigation (the store layout's loader),
// so that the browser needs no other store's addresses to write the head's links.
import { storeViews } from "~/i18n/store-views";
import { translatePath } from "~/i18n/switch-store";
import { canonicalPath } from "./canonical-path";

export interface Alternate {
  hrefLang: string;
  /** Path and kept query, on the shop's own origin. */
  path: string;
}

/** The alternates of the page at this address, in the order the head lists them. */
export function pageAlternates(url: URL): Alternate[] {
  const path = canonicalPath(url.pathname, url.search);
  return [
    ...storeViews.map((view) => ({ hrefLang: view.locale, path: translatePath(path, view).path })),
    { hrefLang: "x-default", path: translatePath(path, storeViews[0]).path },
  ];
}
