import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_ALL_HINT, mergeClientChunks } from "../../scripts/client-chunks";
import { PAGES, pageScripts, readManifest } from "../../scripts/js-budget";

// A small build as Remix's classic compiler leaves it: esbuild's scripts, importing each other by
// their /build/ addresses, with a chunk per set of importers (one of them tiny), a route module copy
// that no manifest names, a lazily loaded module, and the assets manifest twice (public and server).
const SCRIPTS: Record<string, string> = {
  "entry.client-AAAAAAAA.js": `import{r}from"/build/_shared/chunk-RRRRRRRR.js";globalThis.ran.push("entry:"+r);`,
  "_shared/chunk-RRRRRRRR.js": `globalThis.ran??=[];globalThis.ran.push("react");export const r="react";`,
  "root-BBBBBBBB.js": `import{t}from"/build/_shared/chunk-TTTTTTTT.js";globalThis.ran.push("root");export default function Root(){return t}`,
  "_shared/chunk-TTTTTTTT.js": `export const t="document";`,
  "storeLayout-CCCCCCCC.js": `import{h}from"/build/_shared/chunk-LLLLLLLL.js";import{m}from"/build/_shared/chunk-SSSSSSSS.js";export default function Shell(){return h+m}`,
  "_shared/chunk-LLLLLLLL.js": `export const h="header";`,
  "_shared/chunk-SSSSSSSS.js": `export const m="money";`,
  "product.us-DDDDDDDD.js": `import{m}from"/build/_shared/chunk-SSSSSSSS.js";import{p}from"/build/_shared/chunk-PPPPPPPP.js";import{g}from"/build/_shared/chunk-QQQQQQQQ.js";export default function Product(){return m+p+g}export const reviews=()=>import("/build/_shared/Reviews-GGGGGGGG.js");`,
  "product-EEEEEEEE.js": `import{a}from"/build/_shared/chunk-GONEGONE.js";export default a;`,
  "home-FFFFFFFF.js": `import{p}from"/build/_shared/chunk-PPPPPPPP.js";export default function Home(){return p}`,
  "_shared/chunk-PPPPPPPP.js": `export const p="price";`,
  "_shared/chunk-QQQQQQQQ.js": `export const g="gallery";`,
  "_shared/Reviews-GGGGGGGG.js": `import{m}from"/build/_shared/chunk-SSSSSSSS.js";export default function Reviews(){return "reviews "+m}`,
};

const route = (id: string, parentId: string | undefined, module: string, imports: string[]) => ({
  id,
  parentId,
  module: `/build/${module}`,
  imports: imports.map((name) => `/build/_shared/${name}`),
  hasLoader: true,
});
const MANIFEST = {
  entry: { module: "/build/entry.client-AAAAAAAA.js", imports: ["/build/_shared/chunk-RRRRRRRR.js"] },
  routes: {
    root: route("root", undefined, "root-BBBBBBBB.js", ["chunk-TTTTTTTT.js"]),
    storeLayout: route("storeLayout", "root", "storeLayout-CCCCCCCC.js", ["chunk-LLLLLLLL.js", "chunk-SSSSSSSS.js"]),
    product: route("product", "storeLayout", "product.us-DDDDDDDD.js", [
      "chunk-SSSSSSSS.js",
      "chunk-PPPPPPPP.js",
      "chunk-QQQQQQQQ.js",
    ]),
    "product.de": route("product.de", "storeLayout", "product.us-DDDDDDDD.js", [
      "chunk-SSSSSSSS.js",
      "chunk-PPPPPPPP.js",
      "chunk-QQQQQQQQ.js",
    ]),
    home: route("home", "storeLayout", "home-FFFFFFFF.js", ["chunk-PPPPPPPP.js"]),
    basket: route("basket", "storeLayout", "home-FFFFFFFF.js", ["chunk-PPPPPPPP.js"]),
  },
  url: "/build/manifest-0000AAAA.js",
  version: "0000AAAA",
};
// The server build writes the manifest as a JavaScript literal, not JSON.
const SERVER_BUILD =
  `import "node:path";\nvar entry = { module: {} };\n` +
  `var assets_manifest_default = ${JSON.stringify(MANIFEST).replace(/true/g, "!0")};\n` +
  `var after = { note: "a } in a string" };\nexport { assets_manifest_default as assets, after };\n`;

let root: string;
let assetsDir: string;
let filesBefore: Record<string, number>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "client-chunks-"));
  assetsDir = join(root, "public", "build");
  mkdirSync(join(assetsDir, "_shared"), { recursive: true });
  mkdirSync(join(root, "build"));
  for (const [name, code] of Object.entries(SCRIPTS)) writeFileSync(join(assetsDir, name), code);
  writeFileSync(join(assetsDir, "_shared", "styles-ZZZZZZZZ.css"), "body{color:red}");
  writeFileSync(join(assetsDir, "manifest-0000AAAA.js"), `window.__remixManifest=${JSON.stringify(MANIFEST)};`);
  writeFileSync(join(root, "build", "index.js"), SERVER_BUILD);
  writeFileSync(join(root, "package.json"), `{"type":"module"}`);
  const before = readManifest(assetsDir);
  filesBefore = Object.fromEntries(Object.entries(PAGES).map(([page, ids]) => [page, pageScripts(before, ids).length]));
  await mergeClientChunks(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const onDisk = (url: string) => join(root, "public", url);

describe("client chunks merged after the Remix build", () => {
  it("gives the shop the same manifest in the browser and in the server build", async () => {
    const browser = readManifest(assetsDir);
    const server = (await import(pathToFileURL(join(root, "build", "index.js")).href)) as {
      assets: unknown;
      after: { note: string };
    };
    expect(server.assets).toEqual(browser);
    expect(server.after.note).toBe("a } in a string");
    expect(existsSync(onDisk((browser as unknown as { url: string }).url))).toBe(true);
  });

  it("loads each page from fewer files, every one of them on disk, and leaves no old script behind", () => {
    const manifest = readManifest(assetsDir);
    for (const [page, ids] of Object.entries(PAGES)) {
      const urls = pageScripts(manifest, ids);
      for (const url of urls) expect(existsSync(onDisk(url)), url).toBe(true);
      expect(urls.length, page).toBeLessThan(filesBefore[page]);
    }
    const left = [...readdirSync(assetsDir), ...readdirSync(join(assetsDir, "_shared"))];
    expect(left.filter((name) => /[A-Z]{8}\.js$/.test(name))).toEqual([]);
    expect(left).toContain("styles-ZZZZZZZZ.css");
  });

  it("renames a route module whose code changed, so a year-long cache never serves the old one", () => {
    const manifest = readManifest(assetsDir);
    expect(manifest.routes.product.module).toMatch(/^\/build\/product\.us-[a-z0-9]{8}\.js$/);
    expect(manifest.routes.product.module).not.toBe(MANIFEST.routes.product.module);
    expect(manifest.routes["product.de"].module).toBe(manifest.routes.product.module);
  });

  it("asks V8 to compile the root route's file, which every page runs at once, as it streams in; no other first script", () => {
    const manifest = readManifest(assetsDir);
    const scripts = new Set(Object.values(PAGES).flatMap((ids) => pageScripts(manifest, ids)));
    const hinted = [...scripts].filter((url) => readFileSync(onDisk(url), "utf8").startsWith(COMPILE_ALL_HINT));
    expect(hinted).toEqual([manifest.routes.root.module]);
  });

  it("asks the same for a file only a dynamic import loads, whose code runs as soon as it is in", () => {
    const manifest = readManifest(assetsDir);
    const product = readFileSync(onDisk(manifest.routes.product.module), "utf8");
    const lazy = [...product.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(lazy).toHaveLength(1);
    const file = join(dirname(onDisk(manifest.routes.product.module)), lazy[0]);
    expect(readFileSync(file, "utf8").startsWith(COMPILE_ALL_HINT)).toBe(true);
  });

  it("runs a product page's code as before: the routes, then the entry, lazy modules on demand", async () => {
    const manifest = readManifest(assetsDir);
    const load = (url: string) => import(pathToFileURL(onDisk(url)).href);
    (globalThis as { ran?: string[] }).ran = [];
    // Remix's inline script imports the route modules, then the client entry.
    const rootModule = await load(manifest.routes.root.module);
    const shell = await load(manifest.routes.storeLayout.module);
    const product = await load(manifest.routes.product.module);
    await load(manifest.entry.module);
    expect((globalThis as { ran?: string[] }).ran).toEqual(["react", "root", "entry:react"]);
    expect(rootModule.default()).toBe("document");
    expect(shell.default()).toBe("headermoney");
    expect(product.default()).toBe("moneypricegallery");
    expect((await product.reviews()).default()).toBe("reviews money");
  });
});
