// Remix classic compiler. Routes are declared here rather than by file name because every screen
// exists once per store view (optional path prefix) and some segments are translated per language.
// The screens come from the route registry, app/routing/screens.mjs, which the app reads too (see
// docs/decisions/0001-route-table.md and 0008-route-registry.md).
import { readFileSync } from "node:fs";
import { declareRoutes } from "./app/routing/routes.mjs";

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
// Each store view with its CMS pages' translated segments (kept apart: the browser needs none of them).
const pageSegments = readJson("./app/i18n/page-segments.json");
const storeViews = readJson("./app/i18n/store-views.json").map((view) => ({ ...view, ...pageSegments[view.code] }));

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
      route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" });
      // One layout route per store view around its screens, nested layouts for the account area
      // and checkout; only built screens get routes (app/routing/routes.mjs).
      declareRoutes(route, storeViews);
    });
  },
};
