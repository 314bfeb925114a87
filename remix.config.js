// Remix classic compiler. Routes are declared here rather than by file name because every screen
// exists once per store view (optional path prefix) and some segments are translated per language.
// The screens come from the route registry, app/routing/screens.mjs, which the app reads too (see
// docs/decisions/0001-route-table.md and 0008-route-registry.md).
import { readFileSync } from "node:fs";
import { flatScreens, patternIn } from "./app/routing/screens.mjs";

const storeViews = JSON.parse(readFileSync(new URL("./app/i18n/store-views.json", import.meta.url), "utf8"));

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  serverBuildPath: "build/index.js",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route("robots.txt", "routes/robots.ts", { id: "robots" });
      // Only built screens get routes; planned ones (module null) stay 404 until they are built.
      // Route ids must be unique, so they carry the store code ("product.de"); components name a
      // screen by its module's handle.screen, never by the route id.
      const built = flatScreens().filter((screen) => screen.module && !screen.group);
      for (const storeView of storeViews) {
        const prefix = storeView.pathPrefix;
        const suffix = storeView.code === "default" ? "" : `.${storeView.code}`;
        for (const screen of built) {
          const path = [prefix, patternIn(screen, storeView)].filter(Boolean).join("/");
          if (path) route(path, screen.module, { id: `${screen.id}${suffix}` });
          else route(undefined, screen.module, { id: `${screen.id}${suffix}`, index: true });
        }
      }
    });
  },
};
