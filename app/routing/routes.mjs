// The Remix routes declared from the registry (remix.config.js calls declareRoutes): plain ESM like
// screens.mjs, so the config needs no build step and a unit test can run it with any screen table.
//
// Every store view gets one layout route (the shell, with its own ErrorBoundary, so a failed page
// keeps header and footer) holding that store's screens. A screen with a `layout` (the account area,
// the checkout steps) nests its children in that layout route (a guard, the steps' frame); its own
// page, when built, is the layout's index. Planned screens (module null) get no route, and a layout
// with nothing built under it none either: its addresses stay 404 until a child is built.
import { screenLayouts, screenModules } from "./screen-modules.mjs";
import { screens as registryScreens } from "./screens.mjs";

/** The layout around every page of one store view: the shell and the error boundary inside it. */
export const STORE_LAYOUT_MODULE = "routes/layouts/store.tsx";

/** @param {import("./screens.mjs").ScreenSpec} spec @returns {boolean} */
function hasBuiltPage(spec) {
  return Boolean(spec.module && !spec.group) || (spec.children ?? []).some(hasBuiltPage);
}

/**
 * The shop's screen table with each screen's route module and layout (screen-modules.mjs) filled in.
 * @param {readonly import("./screens.mjs").ScreenSpec[]} specs
 * @returns {import("./screens.mjs").ScreenSpec[]}
 */
export function withModules(specs) {
  return specs.map((spec) => ({
    ...spec,
    module: screenModules[spec.id] ?? null,
    ...(screenLayouts[spec.id] ? { layout: screenLayouts[spec.id] } : {}),
    ...(spec.children ? { children: withModules(spec.children) } : {}),
  }));
}

/**
 * @param {(path: string | undefined, file: string, options: { id: string, index?: boolean }, children?: () => void) => void} route
 *   Remix's `route` from defineRoutes.
 * @param {readonly ({ code: string, pathPrefix: string } & Record<import("./screens.mjs").SegmentKey, string>)[]} storeViews
 * @param {readonly import("./screens.mjs").ScreenSpec[]} [screens]
 */
export function declareRoutes(route, storeViews, screens = withModules(registryScreens)) {
  for (const storeView of storeViews) {
    // Route ids must be unique, so they carry the store code ("product.de"); components name a
    // screen by its module's handle.screen, never by the route id.
    const suffix = storeView.code === "default" ? "" : `.${storeView.code}`;
    /** @param {import("./screens.mjs").ScreenSpec} spec */
    const partOf = (spec) => (spec.segment ? storeView[spec.segment] : (spec.path ?? ""));
    const join = (/** @type {string[]} */ ...parts) => parts.filter(Boolean).join("/");
    /** A screen's own page: at `path` below the enclosing layout route, or its index. */
    const page = (/** @type {import("./screens.mjs").ScreenSpec} */ spec, /** @type {string} */ path) => {
      if (!spec.module || spec.group) return;
      if (path) route(path, spec.module, { id: `${spec.id}${suffix}` });
      else route(undefined, spec.module, { id: `${spec.id}${suffix}`, index: true });
    };
    /** @param {readonly import("./screens.mjs").ScreenSpec[]} specs @param {string} base address below the enclosing layout */
    const declare = (specs, base) => {
      for (const spec of specs) {
        const path = join(base, partOf(spec));
        if (spec.layout) {
          if (!hasBuiltPage(spec)) continue;
          route(path, spec.layout, { id: `${spec.id}Layout${suffix}` }, () => {
            page(spec, "");
            declare(spec.children ?? [], "");
          });
          continue;
        }
        page(spec, path);
        declare(spec.children ?? [], path);
      }
    };
    // The default store has no prefix: its layout is pathless.
    route(storeView.pathPrefix || undefined, STORE_LAYOUT_MODULE, { id: `storeLayout${suffix}` }, () =>
      declare(screens, ""),
    );
  }
}
