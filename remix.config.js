// Remix classic compiler. Routes are declared here rather than by file name because every screen
// exists once per store view (optional path prefix) and some segments are translated per language
// (see docs/decisions/0001-route-table.md).
import { readFileSync } from "node:fs";

const storeViews = JSON.parse(readFileSync(new URL("./app/i18n/store-views.json", import.meta.url), "utf8"));

/** Screens of every store view: [id, path below the store prefix, module under app/routes]. */
function screensOf(storeView) {
  return [
    ["products-index", storeView.productsSegment, "routes/products-index.tsx"],
    ["product", `${storeView.productsSegment}/:urlKey`, "routes/product.tsx"],
    ["privacy", storeView.privacySegment, "routes/privacy.tsx"],
    ["basket", "basket", "routes/basket.tsx"],
    ["preferences", "preferences", "routes/preferences.tsx"],
    ["error-feedback", "error-feedback", "routes/error-feedback.tsx"],
    ["newsletter", "newsletter", "routes/newsletter.tsx"],
    ["cookie-consent", "cookie-consent", "routes/cookie-consent.tsx"],
    // Anything else is a category url_path; unknown paths answer the 404 page.
    ["catalog-path", "*", "routes/catalog-path.tsx"],
  ];
}

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
      for (const storeView of storeViews) {
        const prefix = storeView.pathPrefix;
        const suffix = storeView.code === "default" ? "" : `.${storeView.code}`;
        if (prefix) route(prefix, "routes/home.tsx", { id: `home${suffix}` });
        else route(undefined, "routes/home.tsx", { id: "home", index: true });
        for (const [id, path, file] of screensOf(storeView)) {
          route(prefix ? `${prefix}/${path}` : path, file, { id: `${id}${suffix}` });
        }
      }
    });
  },
};
