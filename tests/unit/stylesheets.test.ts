import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The root stylesheet is one file for the browser although its parts live beside what they style:
// the Remix classic compiler bundles a linked .css with esbuild (bundle: true), which inlines
// @import. The test bundles it with the compiler's own esbuild, as the build does.
const remixDev = createRequire(createRequire(import.meta.url).resolve("@remix-run/dev/package.json"));
const esbuild = remixDev("esbuild") as typeof import("esbuild");

async function bundled(file: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [resolve(file)],
    bundle: true,
    write: false,
    minify: true,
    loader: { ".css": "css" },
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

const read = (file: string) => readFileSync(file, "utf8");

/**
 * The stylesheets a route module links (its own .css imports, and those of listing-links when it
 * uses them), as the build bundles them.
 */
async function linkedSheets(routeModule: string): Promise<string> {
  let source = read(routeModule);
  if (source.includes("listingLinks")) source += read("app/components/catalog/listing-links.ts");
  const imports = [...source.matchAll(/import \w+ from "([^"]+\.css)"/g)].map((m) => m[1]);
  const sheets = imports
    .map((spec) => (spec.startsWith("~/") ? join("app", spec.slice(2)) : join(dirname(routeModule), spec)))
    .map((sheet) => bundled(sheet));
  return (await Promise.all(sheets)).join("\n");
}

// A screen's own rules, the route module that links them, and a selector of each.
const SCREENS = [
  { screen: "basket", route: "app/features/basket/basket.route.tsx", selectors: [".basket-line", ".basket-totals"] },
  { screen: "search", route: "app/features/search/route.tsx", selectors: [".search-page__row"] },
  { screen: "home", route: "app/features/home/route.tsx", selectors: [".hero ", ".category-tiles"] },
  { screen: "product", route: "app/features/product/route.tsx", selectors: [".product-page ", ".gallery__main"] },
  { screen: "category", route: "app/features/catalog-list/category.route.tsx", selectors: [".subcategories"] },
];

describe("the root stylesheet", () => {
  it("reaches the browser as one file: its parts are inlined at build time, no @import is left", async () => {
    const css = await bundled("app/styles/app.css");
    expect(css).not.toMatch(/@import/);
    // Parts from each of its files: the shell, the form kit, product cards, the error page, popups.
    for (const selector of [
      ":root{",
      ".site-header",
      ".site-search__popup",
      ".site-footer__groups",
      ".breadcrumbs ol",
      ".product-card__media",
      ".pagination",
      ".field select",
      ".error-summary",
      ".error-note__actions",
      ".store-preferences__panel",
      ".cookie-consent",
      ".account-menu",
      "dialog.mini-basket",
    ])
      expect(css).toContain(selector);
  });

  it("keeps the shell's order: the base first, the account menu's phone rules after the header's", async () => {
    const css = await bundled("app/styles/app.css");
    expect(css.indexOf(":root{")).toBeLessThan(css.indexOf(".site-header{"));
    // Both set the phone header bar's column gap; the account corner's (0.75rem) must win.
    expect(css.lastIndexOf("column-gap:.5rem")).toBeLessThan(css.lastIndexOf("column-gap:.75rem"));
  });

  it.each(SCREENS)(
    "leaves the $screen page's own rules to the sheets its route links",
    async ({ route, selectors }) => {
      const root = await bundled("app/styles/app.css");
      const linked = await linkedSheets(route);
      for (const selector of selectors) {
        expect(root).not.toContain(selector.trim() + "{");
        expect(linked).toContain(selector);
      }
    },
  );
});
