// The same page in another store view: the store prefix and the translated segments change,
// everything else (category url_path, product url_key, query) stays.
import { pathWithinStore, storePath, storeViewFromPath, type StoreView } from "./store-views";

export type PageKind = "product" | "category" | "other";

export function translatePath(path: string, target: StoreView): { path: string; kind: PageKind } {
  const url = new URL(path, "http://x");
  const source = storeViewFromPath(url.pathname);
  const [first = "", ...rest] = pathWithinStore(url.pathname).split("/").slice(1);
  let segments = [first, ...rest];
  let kind: PageKind = "other";
  if (first === source.productsSegment) {
    segments = [target.productsSegment, ...rest];
    kind = rest.length ? "product" : "other";
  } else if (first === source.privacySegment) {
    segments = [target.privacySegment, ...rest];
  } else if (first && !["basket", "preferences", "checkout", "customer", "account", "search"].includes(first)) {
    kind = "category";
  }
  return { path: `${storePath(target, `/${segments.filter(Boolean).join("/")}`)}${url.search}`, kind };
}
