import { readdirSync, readFileSync } from "node:fs";
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
 * The stylesheets a route module links (its own .css imports), as the build bundles them.
 */
async function linkedSheets(routeModule: string): Promise<string> {
  const source = read(routeModule);
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

// Each catalogue screen links one sheet of its own; the parts it imports live beside what they style
// (the product page's in its feature, the add form's beside its components, the lists' beside theirs).
const CATALOGUE = [
  { screen: "product", route: "app/features/product/route.tsx" },
  { screen: "category", route: "app/features/catalog-list/category.route.tsx" },
  { screen: "products section", route: "app/features/catalog-list/products-index.route.tsx" },
  { screen: "search", route: "app/features/search/route.tsx" },
  { screen: "home", route: "app/features/home/route.tsx" },
];
const LIST_SCREENS = CATALOGUE.filter(({ screen }) => ["category", "products section", "search"].includes(screen));
const sheetImports = (route: string) => [...read(route).matchAll(/import \w+ from "([^"]+\.css)"/g)];

describe("the catalogue's stylesheets", () => {
  it("leaves no shared sheet in app/styles but the root's list of parts", () => {
    expect(readdirSync("app/styles")).toEqual(["app.css"]);
  });

  it.each(CATALOGUE)("the $screen page links one stylesheet, inlined into one file", async ({ route }) => {
    expect(sheetImports(route)).toHaveLength(1);
    expect(await linkedSheets(route)).not.toMatch(/@import/);
  });

  it.each(LIST_SCREENS)(
    "the $screen page has the lists' parts and the quick buy's add form, not the product page's",
    async ({ route }) => {
      const css = await linkedSheets(route);
      for (const selector of [".list-filters__panel", ".applied-filters", ".list-toolbar", ".listing__products"])
        expect(css).toContain(selector);
      for (const selector of [".choice-group", ".add-to-basket__row"]) expect(css).toContain(selector);
      for (const selector of [".product-tabs", ".sticky-add", ".purchase-choice", ".gallery__main", ".deal__bar"])
        expect(css).not.toContain(selector);
    },
  );

  it("keeps each picture's rules to its page: the hero's on the home page, the category header's on a category", async () => {
    const home = await linkedSheets("app/features/home/route.tsx");
    const category = await linkedSheets("app/features/catalog-list/category.route.tsx");
    expect(home).toContain(".hero--picture");
    expect(home).toContain(".category-tile--picture");
    expect(home).not.toContain(".category-header--picture");
    expect(category).toContain(".category-header--picture");
    expect(category).not.toContain(".hero--picture");
    expect(category).toContain(".subcategories");
    expect(await linkedSheets("app/features/search/route.tsx")).not.toContain(".subcategories");
  });

  it("keeps the list's breakpoints after its parts: the phone's toolbar margin wins over the base one", async () => {
    const css = await linkedSheets("app/features/catalog-list/category.route.tsx");
    const base = css.indexOf(".list-toolbar{");
    const phone = css.indexOf("@media (max-width: 766.98px){.listing{gap:.5rem}");
    expect(base).toBeGreaterThan(-1);
    expect(phone).toBeGreaterThan(base);
  });
});
