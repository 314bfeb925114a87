// The browser build replaces each .server module (and @remix-run/node) by an empty module per import
// path, and one imported by several routes becomes a script file of its own on each of their pages.
// The routes a shopper lands on most reach their server code through one module of their own, which
// joins the route's chunk: no empty files on those pages (js-budget.json counts the files too).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(__dirname, "../../app");

/** Import paths of a module's value imports (not `import type`) that the browser build empties. */
function emptiedImports(source: string): string[] {
  const imports = [...source.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)";/gms)];
  return imports
    .filter(([, typeOnly, names, path]) => {
      if (typeOnly || !(/\.server$/.test(path) || path === "@remix-run/node")) return false;
      // `import { type A, type B }` names no value either.
      const inner = names
        .replace(/^\{|\}$/g, "")
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);
      return !names.startsWith("{") || inner.some((name) => !name.startsWith("type "));
    })
    .map(([, , , path]) => path);
}

function appModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return appModules(path);
    return /\.(ts|tsx)$/.test(name) && !/\.server\.tsx?$/.test(name) ? [path] : [];
  });
}

const ROUTES = [
  "root.tsx",
  "features/product/route.tsx",
  "features/home/route.tsx",
  "features/basket/basket.route.tsx",
  "features/catalog-list/category.route.tsx",
  "features/search/route.tsx",
  "features/customer/login.route.tsx",
  "features/customer/create-account.route.tsx",
  "features/checkout/information/route.tsx",
  "features/checkout/confirm/route.tsx",
  "features/checkout/layout.route.tsx",
  "features/account/layout.route.tsx",
];

describe("server code of the most visited routes", () => {
  const browserModules = appModules(APP).map((path) => ({
    file: relative(APP, path),
    emptied: emptiedImports(readFileSync(path, "utf8")),
  }));

  it.each(ROUTES)("%s imports its server code through one module that no other browser module imports", (file) => {
    const own = browserModules.find((module) => module.file === file)!;
    expect(own.emptied).toHaveLength(1);
    const sharers = browserModules.filter((module) => module.file !== file && module.emptied.includes(own.emptied[0]));
    expect(sharers.map((module) => module.file)).toEqual([]);
  });

  it("sees a value import of a shared server module, and not a type import", () => {
    expect(emptiedImports('import { data } from "@remix-run/node";\nimport type { A } from "~/x.server";')).toEqual([
      "@remix-run/node",
    ]);
    expect(emptiedImports('import { type A, type B } from "~/x.server";')).toEqual([]);
    expect(emptiedImports('import {\n  a,\n  type B,\n} from "~/x.server";')).toEqual(["~/x.server"]);
  });
});
