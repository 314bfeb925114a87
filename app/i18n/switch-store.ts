// The same page in another store view: the registry says which screen an address shows, and the
// same screen is built in the target store with the same parameters (category url_path, product
// url_key) and query. Only products and categories may be missing in the target store. The page a
// sign-in (or a new account) returns to moves along: a shopper who changes store there comes back
// to that page in the store they chose.
import { CREATE_REFERER_PARAM, decodeReferer, encodeReferer } from "~/routing/referer";
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
  const params = { ...match.params };
  if (id === "customer.loginReferer" && params.referer) params.referer = returnIn(params.referer, target);
  const create = id === "customer.create" ? url.searchParams.get(CREATE_REFERER_PARAM) : null;
  if (create) url.searchParams.set(CREATE_REFERER_PARAM, returnIn(create, target));
  return { path: `${screenPath(id, target, params)}${url.search}`, kind, screen: id };
}

/** An encoded return address, as the same page in the target store (with its place on the page). */
function returnIn(encoded: string, target: StoreView): string {
  const address = decodeReferer(encoded);
  if (!address) return encoded;
  return encodeReferer(`${translatePath(address, target).path}${new URL(address, "http://x").hash}`);
}
