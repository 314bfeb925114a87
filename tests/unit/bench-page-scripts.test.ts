import { describe, expect, it } from "vitest";
import { pageScripts } from "../../bench/page-scripts";

// The route manifest a page carries names the routes its links may lead to (for route discovery),
// which the page does not load; the bench counts what it does load.
const MANIFEST = {
  entry: { module: "/build/entry.client-A.js", imports: ["/build/root-B.js"] },
  routes: {
    root: { id: "root", module: "/build/root-B.js", imports: [] },
    product: { id: "product", parentId: "root", module: "/build/product-C.js", imports: ["/build/_shared/chunk-D.js"] },
    home: { id: "home", parentId: "root", module: "/build/home-E.js", imports: ["/build/_shared/chunk-F.js"] },
  },
  url: "/build/manifest-G.js",
  version: "G",
};

describe("the scripts a page loads, as the bench counts them", () => {
  it("reads a shopper's start-up script without the routes its manifest only names", () => {
    const html =
      `<script>function go(){["/build/_shared/chunk-D.js"].forEach(pre);var e=pre("/build/entry.client-A.js");` +
      `Promise.all(["/build/root-B.js","/build/product-C.js"].map(imp)).then(function(){w.__remixManifest=` +
      `${JSON.stringify(MANIFEST)};return import("/build/entry.client-A.js")})}</script>`;
    expect(pageScripts(html)).toEqual([
      "/build/_shared/chunk-D.js",
      "/build/entry.client-A.js",
      "/build/root-B.js",
      "/build/product-C.js",
    ]);
  });

  it("reads a crawler's page (Remix's own scripts, the manifest written out with spaces)", () => {
    const html =
      `<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/root-B.js"/>` +
      `<link rel="modulepreload" href="/build/_shared/chunk-D.js"/><link rel="modulepreload" href="/build/product-C.js"/>` +
      `<script>window.__remixManifest = ${JSON.stringify(MANIFEST, null, 2)};\nwindow.__remixRouteModules = {};</script>` +
      `<script type="module">import "/build/entry.client-A.js";</script>`;
    expect(pageScripts(html)).toEqual([
      "/build/entry.client-A.js",
      "/build/root-B.js",
      "/build/_shared/chunk-D.js",
      "/build/product-C.js",
    ]);
  });
});
