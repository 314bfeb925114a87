// The route registry, typed: which screen an address shows, the address of a screen in a store
// view, and the screens kept from search engines. The data is screens.mjs, which remix.config.js
// declares the routes from; robots.txt, store switching, SEO links and the link builders in
// paths.ts read it through here on the server. Code the browser loads reaches it only through
// addresses.ts or registry-on-server.server.ts: the browser gets a table of the shown store's
// addresses instead (ADR 0080).
import { storePath, storeViewFromPath, storeViews, pathWithinStore, type StoreView } from "~/i18n/store-views";
import { withPageSegments } from "~/i18n/page-segments";
import { fillPattern } from "./fill-pattern";
import { flatScreens, patternIn, type CheckoutStepName, type FlatScreen, type ScreenId } from "./screens.mjs";

export type { CheckoutStepName, FlatScreen as Screen, ScreenId, SegmentKey } from "./screens.mjs";

/** Every route module's `handle`: the screen it shows (route ids differ per store view). */
export interface ScreenHandle {
  screen: ScreenId;
  /** A document of its own (a print view): the layouts leave out header, menus, footer and popups. */
  bare?: boolean;
  /**
   * A checkout step: the shop's chrome is stripped to the logo and the way back to the basket (no
   * search, menu, newsletter or popups that would lead the shopper away), as big shops do.
   */
  focused?: boolean;
}

export const screens: readonly FlatScreen[] = flatScreens();
const byId = new Map(screens.map((screen) => [screen.id, screen]));

export function screenById(id: ScreenId): FlatScreen {
  const screen = byId.get(id);
  if (!screen) throw new Error(`No screen "${id}" in app/routing/screens.mjs`);
  return screen;
}

/** The checkout's steps in order: the screens' `step`s, in the order the registry first names them. */
export const checkoutSteps: readonly CheckoutStepName[] = [
  ...new Set(screens.flatMap((screen) => (screen.step ? [screen.step] : []))),
];

/** The screen a checkout step opens at: the first the registry puts in that step. */
export function stepScreen(step: CheckoutStepName): ScreenId {
  const screen = screens.find((candidate) => candidate.step === step);
  if (!screen) throw new Error(`No screen of the checkout step "${step}" in app/routing/screens.mjs`);
  return screen.id;
}

/** Screens with a page of their own, built or planned (not the address-only groups). */
export const pageScreens: readonly FlatScreen[] = screens.filter((screen) => !screen.group);

/** The screen a route's handle names, if any. */
export function screenOfHandle(handle: unknown): FlatScreen | undefined {
  const id = (handle as Partial<ScreenHandle> | undefined)?.screen;
  return id ? byId.get(id) : undefined;
}

/**
 * The address of a screen in a store view. `params` fill `:name` and `*` parts verbatim (callers
 * encode them): screenPath("product", de, { urlKey: "whey" }) is "/de/produkte/whey".
 */
export function screenPath(id: ScreenId, storeView: StoreView, params: Record<string, string> = {}): string {
  return storePath(storeView, fillPattern(id, patternIn(screenById(id), withPageSegments(storeView)), params));
}

export interface ScreenMatch {
  storeView: StoreView;
  screen: FlatScreen;
  /** The `:name` and `*` parts as they appear in the address (still URL-encoded). */
  params: Record<string, string>;
}

/** How well a pattern fits: fixed parts beat parameters; a splat only when nothing else fits. */
function matchPattern(pattern: string, segments: string[]): { score: number; params: Record<string, string> } | null {
  const parts = pattern.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  let score = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === "*") {
      if (i >= segments.length) return null;
      params["*"] = segments.slice(i).join("/");
      return { score: score - 1000, params };
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(":")) {
      params[part.slice(1)] = segment;
      score += 2;
    } else if (part === segment) {
      score += 3;
    } else {
      return null;
    }
  }
  return parts.length === segments.length ? { score, params } : null;
}

/** The screen an address shows (built or planned), the way the routes resolve it. */
export function matchScreen(pathname: string): ScreenMatch | null {
  const storeView = storeViewFromPath(pathname);
  const segments = pathWithinStore(pathname).split("/").filter(Boolean);
  const routed = withPageSegments(storeView);
  let best: (ScreenMatch & { score: number }) | null = null;
  for (const screen of pageScreens) {
    const found = matchPattern(patternIn(screen, routed), segments);
    if (found && (!best || found.score > best.score))
      best = { storeView, screen, params: found.params, score: found.score };
  }
  return best && { storeView: best.storeView, screen: best.screen, params: best.params };
}

/** Addresses robots.txt keeps crawlers out of: the topmost private screen of each branch, in every store. */
export function robotsDisallowedPaths(): string[] {
  const topmost = screens.filter(
    (screen) => screen.private && !(screen.parentId && screenById(screen.parentId).private),
  );
  return storeViews.flatMap((storeView) =>
    topmost.map((screen) => storePath(storeView, `/${patternIn(screen, withPageSegments(storeView))}`)),
  );
}

/**
 * This store's address of a page named by another store view's segments ("products" under /it,
 * whose list is "prodotti"; "privacy-policy" under /de): a link copied from another store, or a
 * prefix changed by hand. Null when no other store names a page so, or when it is this store's own.
 */
export function ownAddressOfOtherStoresPage(storeView: StoreView, pathWithin: string): string | null {
  const wanted = pathWithin.split("/").filter(Boolean).join("/");
  if (!wanted) return null;
  const own = withPageSegments(storeView);
  for (const other of storeViews) {
    if (other.code === storeView.code) continue;
    const theirs = withPageSegments(other);
    for (const screen of pageScreens) {
      const pattern = patternIn(screen, theirs);
      if (pattern !== wanted || /[:*]/.test(pattern)) continue;
      return patternIn(screen, own) === wanted ? null : screenPath(screen.id, storeView);
    }
  }
  return null;
}
