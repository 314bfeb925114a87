// The store views of DESIGN.md: which URL prefix selects which backend store code, locale and
// currency, and the per-language URL segments. One table, shared with remix.config.js.
import table from "./store-views.json";

export interface StoreView {
  /** Magento store view code, sent as the `Store` header. */
  code: string;
  /** BCP 47 locale, e.g. "de-DE" (the SPEC's underscores become hyphens). */
  locale: string;
  /** First path segment selecting this store; empty for the default store. */
  pathPrefix: string;
  baseCurrency: string;
  distanceUnit: "mile" | "kilometer";
  /** Translated segment for the products section: /produkte/<url_key>. */
  productsSegment: string;
  // The CMS pages' translated segments (privacy, terms, delivery, returns, contact) are the
  // server's alone: page-segments.ts.
}

export const storeViews: readonly StoreView[] = table as StoreView[];
export const defaultStoreView: StoreView = storeViews.find((s) => s.code === "default")!;
export const supportedLocales = storeViews.map((s) => s.locale);

export function storeViewByCode(code: string): StoreView | undefined {
  return storeViews.find((s) => s.code === code);
}

/** The store view a path belongs to: its first segment if that is a store prefix, else the default. */
export function storeViewFromPath(pathname: string): StoreView {
  const first = pathname.split("/")[1] ?? "";
  return storeViews.find((s) => s.pathPrefix && s.pathPrefix === first) ?? defaultStoreView;
}

/** A path inside a store view: storePath(de, "/basket") is "/de/basket". */
export function storePath(storeView: StoreView, path = "/"): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!storeView.pathPrefix) return clean;
  return clean === "/" ? `/${storeView.pathPrefix}` : `/${storeView.pathPrefix}${clean}`;
}

export function productPath(storeView: StoreView, urlKey: string): string {
  return storePath(storeView, `/${storeView.productsSegment}/${encodeURIComponent(urlKey)}`);
}

export function categoryPath(storeView: StoreView, urlPath: string): string {
  return storePath(storeView, `/${urlPath}`);
}

/** The path with the store prefix removed: "/de/protein" -> "/protein". */
export function pathWithinStore(pathname: string): string {
  const storeView = storeViewFromPath(pathname);
  if (!storeView.pathPrefix) return pathname;
  const rest = pathname.slice(storeView.pathPrefix.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}
