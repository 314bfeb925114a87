// The same page in another store view: the registry says which screen an address shows, and the
// same screen is built in the target store with the same parameters (category url_path, product
// url_key) and query. Only products and categories may be missing in the target store.
import { matchScreen, screenPath, type ScreenId } from "~/routing/registry";
import { storePath, type StoreView } from "./store-views";

export type PageKind = "product" | "category" | "other";

export function translatePath(
  path: string,
  target: StoreView,
): { path: string; kind: PageKind; screen: ScreenId | null } {
  const url = new URL(path, "http://x");
  const match = matchScreen(url.pathname);
  if (!match) return { path: `${storePath(target, "/")}${url.search}`, kind: "other", screen: null };
  const id = match.screen.id;
  const kind: PageKind = id === "product" || id === "category" ? id : "other";
  return { path: `${screenPath(id, target, match.params)}${url.search}`, kind, screen: id };
}
