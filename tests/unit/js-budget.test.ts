import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gzipBytes,
  heavierThanProduct,
  measure,
  overBudget,
  pageScripts,
  readManifest,
  serverOnlyInBrowser,
} from "../../scripts/js-budget";

// A fake build: the product page shares the entry, root, the store layout and one chunk with the home
// page. Every page of a store view sits in its layout route (the shell), which loads a chunk of its own.
const FILES: Record<string, string> = {
  "/build/entry.client-A.js": "import './_shared/react-B.js';".repeat(40),
  "/build/_shared/react-B.js": "export const react = 'react';".repeat(300),
  "/build/_shared/ui-C.js": "export const ui = 'button';".repeat(50),
  "/build/root-D.js": "export default function Root() {}".repeat(20),
  "/build/routes/product-E.js": "export default function Product() {}".repeat(30),
  "/build/routes/home-F.js": "export default function Home() {}".repeat(10),
  "/build/routes/basket-G.js": "export default function Basket() {}".repeat(5),
  "/build/routes/layouts/store-H.js": "export default function StoreLayout() {}".repeat(15),
  "/build/_shared/shell-I.js": "export const header = 'search';".repeat(60),
};

const MANIFEST = {
  version: "abc",
  url: "/build/manifest-abc.js",
  entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/react-B.js"] },
  routes: {
    root: { id: "root", module: "/build/root-D.js", imports: ["/build/_shared/react-B.js", "/build/_shared/ui-C.js"] },
    storeLayout: {
      id: "storeLayout",
      parentId: "root",
      module: "/build/routes/layouts/store-H.js",
      imports: ["/build/_shared/shell-I.js"],
    },
    product: {
      id: "product",
      parentId: "storeLayout",
      module: "/build/routes/product-E.js",
      imports: ["/build/_shared/ui-C.js"],
    },
    "product.de": {
      id: "product.de",
      parentId: "root",
      module: "/build/routes/product-E.js",
      imports: ["/build/_shared/ui-C.js"],
    },
    home: { id: "home", parentId: "storeLayout", module: "/build/routes/home-F.js" },
    basket: { id: "basket", parentId: "storeLayout", module: "/build/routes/basket-G.js", imports: [] },
  },
};

const gzipOf = (url: string) => gzipSync(FILES[url], { level: 9 }).length;

let publicDir: string;
beforeAll(() => {
  publicDir = mkdtempSync(join(tmpdir(), "js-budget-"));
  for (const [url, body] of Object.entries(FILES)) {
    mkdirSync(join(publicDir, url, ".."), { recursive: true });
    writeFileSync(join(publicDir, url), body);
  }
  writeFileSync(join(publicDir, "build/manifest-abc.js"), `window.__remixManifest=${JSON.stringify(MANIFEST)};`);
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

describe("JavaScript budget", () => {
  it("lists the entry, root and product route with their imports, each file once", () => {
    expect(pageScripts(readManifest(join(publicDir, "build")), ["root", "product"]).sort()).toEqual(
      [
        "/build/entry.client-A.js",
        "/build/_shared/react-B.js",
        "/build/_shared/ui-C.js",
        "/build/root-D.js",
        "/build/routes/product-E.js",
      ].sort(),
    );
  });

  it("adds up the gzip sizes of a page's files, its store layout's included", () => {
    const product = [
      "/build/entry.client-A.js",
      "/build/_shared/react-B.js",
      "/build/_shared/ui-C.js",
      "/build/root-D.js",
      "/build/routes/layouts/store-H.js",
      "/build/_shared/shell-I.js",
      "/build/routes/product-E.js",
    ];
    expect(gzipBytes(publicDir, product)).toBe(product.reduce((sum, url) => sum + gzipOf(url), 0));
    const sizes = measure(publicDir, join(publicDir, "build"));
    expect(sizes.productPage).toEqual({ gzipBytes: product.reduce((sum, url) => sum + gzipOf(url), 0), files: 7 });
    expect(sizes.homePage.gzipBytes).toBe(
      [
        "/build/entry.client-A.js",
        "/build/_shared/react-B.js",
        "/build/_shared/ui-C.js",
        "/build/root-D.js",
        "/build/routes/layouts/store-H.js",
        "/build/_shared/shell-I.js",
        "/build/routes/home-F.js",
      ].reduce((sum, url) => sum + gzipOf(url), 0),
    );
  });

  it("refuses a route the manifest does not have", () => {
    expect(() => pageScripts(MANIFEST, ["root", "produkt"])).toThrow(/"produkt" is not in the build manifest/);
  });

  it("reports a page one byte over its budget and passes one exactly at it", () => {
    const sizes = {
      productPage: { gzipBytes: 1001, files: 5 },
      homePage: { gzipBytes: 500, files: 5 },
      basketPage: { gzipBytes: 700, files: 5 },
    };
    const budget = { productPage: { gzipBytes: 1000 }, homePage: { gzipBytes: 500 }, basketPage: { gzipBytes: 800 } };
    expect(overBudget(sizes, budget)).toEqual(["productPage: 1001 B gzip is 1 B over its budget of 1000 B"]);
    expect(overBudget({ ...sizes, productPage: { gzipBytes: 1000, files: 5 } }, budget)).toEqual([]);
  });

  it("reports a page that loads one file more than its budget allows, and passes one at it", () => {
    const sizes = {
      productPage: { gzipBytes: 900, files: 21 },
      homePage: { gzipBytes: 500, files: 20 },
      basketPage: { gzipBytes: 700, files: 19 },
    };
    const budget = {
      productPage: { gzipBytes: 1000, files: 20 },
      homePage: { gzipBytes: 500, files: 20 },
      basketPage: { gzipBytes: 800, files: 20 },
    };
    expect(overBudget(sizes, budget)).toEqual(["productPage: 21 files are 1 more than its budget of 20"]);
    expect(overBudget({ ...sizes, productPage: { gzipBytes: 1001, files: 22 } }, budget)).toEqual([
      "productPage: 1001 B gzip is 1 B over its budget of 1000 B",
      "productPage: 22 files are 2 more than its budget of 20",
    ]);
  });

  it("names every route whose page loads more than the product page's budget, and none at it", () => {
    const assetsDir = join(publicDir, "build");
    const product = measure(publicDir, assetsDir).productPage.gzipBytes;
    const budget = (productBytes: number) => ({
      productPage: { gzipBytes: productBytes },
      homePage: { gzipBytes: 1 },
      basketPage: { gzipBytes: 1 },
    });
    expect(heavierThanProduct(publicDir, assetsDir, budget(product))).toEqual([]);
    // with a budget of one byte every other route is named, the product page in any store view not:
    // that is what the budget's own line holds
    const named = heavierThanProduct(publicDir, assetsDir, budget(1));
    expect(named.map((line) => line.split(":")[0])).toEqual(["root", "storeLayout", "home", "basket"]);
    expect(named).toContain(
      `home: ${measure(publicDir, assetsDir).homePage.gzipBytes} B gzip is more than the product page's 1 B`,
    );
  });

  it("finds a browser script that carries a library the server alone validates with", () => {
    const metafile = {
      outputs: {
        "public/build/_shared/chunk-A.js": {
          inputs: { "node_modules/zod/v4/core/core.js": {}, "app/forms/address.ts": {} },
        },
        "public/build/_shared/chunk-B.js": {
          inputs: { "node_modules/@conform-to/zod/v4/parse.mjs": {}, "node_modules/zod/mini/index.js": {} },
        },
        "public/build/root-C.js": {
          inputs: {
            "node_modules/react/index.js": {},
            "app/forms/address.fields.ts": {},
            "node_modules/zodiac/a.js": {},
          },
        },
      },
    };
    expect(serverOnlyInBrowser(metafile)).toEqual([
      "public/build/_shared/chunk-A.js carries zod",
      "public/build/_shared/chunk-B.js carries @conform-to/zod, zod",
    ]);
  });
});
