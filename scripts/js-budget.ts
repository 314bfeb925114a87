// JavaScript budget: the gzip size and the number of the scripts a page loads, checked against
// js-budget.json so that nothing grows by accident (every file is a request a phone waits for). Run
// after `npm run build` (npm run budget); `--update` writes today's figures, bytes rounded up to the
// next KB, for a change made on purpose.
//
// A page loads the client entry, then the module of every route it matches (root, the store view's
// layout route with the shop's shell, and the screen), each with its imports (shared chunks). The
// Remix build manifest lists them all.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/** The routes each budgeted page matches: ids from remix.config.js (the default store view's). */
export const PAGES = {
  productPage: ["root", "storeLayout", "product"],
  homePage: ["root", "storeLayout", "home"],
  basketPage: ["root", "storeLayout", "basket"],
} as const satisfies Record<string, readonly string[]>;

export type PageName = keyof typeof PAGES;
export type Budget = Record<PageName, { gzipBytes: number; files?: number }>;
/** What a page loads: gzip bytes and files. */
export type PageSize = { gzipBytes: number; files: number };

interface ManifestEntry {
  module: string;
  imports?: string[];
}

export interface BuildManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

/** The newest `manifest-*.js` in the assets directory (public/build), parsed. */
export function readManifest(assetsDir: string): BuildManifest {
  const manifests = readdirSync(assetsDir)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => join(assetsDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!manifests.length) throw new Error(`No manifest-*.js in ${assetsDir}: run \`npm run build\` first.`);
  const source = readFileSync(manifests[0], "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as BuildManifest;
}

/** Public URLs (/build/...) of every script a page matching these routes loads, each once. */
export function pageScripts(manifest: BuildManifest, routeIds: readonly string[]): string[] {
  const urls = new Set<string>();
  const add = (entry: ManifestEntry) => {
    urls.add(entry.module);
    for (const url of entry.imports ?? []) urls.add(url);
  };
  add(manifest.entry);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route "${id}" is not in the build manifest (see remix.config.js).`);
    add(route);
  }
  return [...urls];
}

/**
 * Content hashes in file names (`chunk-ab12cd34.js`, `home-5XY7Z9QW.css`) are random letters to gzip:
 * a change to a stylesheet renames it and moves the size of a script naming it by a few bytes either
 * way. Each file's hashes are measured as the same number of letters as random, but fixed (the n-th
 * distinct hash in a file is always the same stand-in), so the budget counts code, not luck.
 */
const CONTENT_HASH = /-([A-Za-z0-9]{8})\.(js|css)\b/g;

function withFixedHashes(code: string, url: string): string {
  const standIns = new Map<string, string>();
  return code.replace(CONTENT_HASH, (_match, hash: string, extension: string) => {
    let standIn = standIns.get(hash);
    if (!standIn) {
      const seed = `${url.replace(CONTENT_HASH, "")}#${standIns.size}`;
      standIn = createHash("sha256")
        .update(seed)
        .digest("base64url")
        .replace(/[^A-Z0-9]/gi, "")
        .toUpperCase()
        .slice(0, 8);
      standIns.set(hash, standIn);
    }
    return `-${standIn}.${extension}`;
  });
}

/** Sum of the gzip (level 9) sizes of these files, read below the public directory. */
export function gzipBytes(publicDir: string, urls: readonly string[]): number {
  return urls.reduce((sum, url) => {
    const code = withFixedHashes(readFileSync(join(publicDir, url), "utf8"), url);
    return sum + gzipSync(code, { level: 9 }).length;
  }, 0);
}

export function measure(publicDir: string, assetsDir: string): Record<PageName, PageSize> {
  const manifest = readManifest(assetsDir);
  const sizes = {} as Record<PageName, PageSize>;
  for (const page of Object.keys(PAGES) as PageName[]) {
    const urls = pageScripts(manifest, PAGES[page]);
    sizes[page] = { gzipBytes: gzipBytes(publicDir, urls), files: urls.length };
  }
  return sizes;
}

/** Pages over their budget (zero tolerance, bytes and files), with a line each saying by how much. */
export function overBudget(sizes: Record<PageName, PageSize>, budget: Budget): string[] {
  return (Object.keys(PAGES) as PageName[]).flatMap((page) => {
    const limit = budget[page];
    if (!limit) return [`${page}: no budget in js-budget.json`];
    const { gzipBytes: bytes, files } = sizes[page];
    const over: string[] = [];
    if (bytes > limit.gzipBytes)
      over.push(`${page}: ${bytes} B gzip is ${bytes - limit.gzipBytes} B over its budget of ${limit.gzipBytes} B`);
    if (limit.files !== undefined && files > limit.files)
      over.push(`${page}: ${files} files are ${files - limit.files} more than its budget of ${limit.files}`);
    return over;
  });
}

/** Each route of the build with its parent routes, root first, named by the route's own id. */
export function routeChains(manifest: BuildManifest): Record<string, string[]> {
  const routes = manifest.routes as Record<string, ManifestEntry & { parentId?: string }>;
  return Object.fromEntries(
    Object.keys(routes).map((id) => {
      const chain = [id];
      for (let parent = routes[id].parentId; parent; parent = routes[parent].parentId) chain.unshift(parent);
      return [id, chain];
    }),
  );
}

/**
 * Routes whose page loads more than the product page's budget: the product page is the heaviest a
 * shopper should meet, every other page lighter (a screen that pulls in a schema library or a large
 * widget shows up here even though it has no budget line of its own).
 */
export function heavierThanProduct(publicDir: string, assetsDir: string, budget: Budget): string[] {
  const manifest = readManifest(assetsDir);
  const limit = budget.productPage.gzipBytes;
  const sizes = new Map<string, number>();
  const sizeOf = (url: string) => sizes.get(url) ?? sizes.set(url, gzipBytes(publicDir, [url])).get(url)!;
  // The product page of each store view is the budgeted page itself (its copies differ by a byte of
  // gzip, their file names' store code aside).
  const productRoute = PAGES.productPage[PAGES.productPage.length - 1];
  const isProductPage = (id: string) => id === productRoute || id.startsWith(`${productRoute}.`);
  return Object.entries(routeChains(manifest)).flatMap(([id, chain]) => {
    if (isProductPage(id)) return [];
    const bytes = pageScripts(manifest, chain).reduce((sum, url) => sum + sizeOf(url), 0);
    return bytes > limit ? [`${id}: ${bytes} B gzip is more than the product page's ${limit} B`] : [];
  });
}

/** Libraries that validate on the server only (ADR 0049): a browser script that holds one is a leak. */
const SERVER_ONLY_PACKAGES = /(^|\/)node_modules\/(zod|@conform-to\/[^/]+|libphonenumber-js)\//;

interface Metafile {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}

/** Browser scripts of the build (esbuild's metafile) that carry a server-only library, with which. */
export function serverOnlyInBrowser(metafile: Metafile): string[] {
  return Object.entries(metafile.outputs).flatMap(([output, { inputs }]) => {
    const packages = new Set(Object.keys(inputs).flatMap((input) => input.match(SERVER_ONLY_PACKAGES)?.[2] ?? []));
    return packages.size ? [`${output} carries ${[...packages].join(", ")}`] : [];
  });
}

const roundUpToKb = (bytes: number) => Math.ceil(bytes / 1024) * 1024;

function main() {
  const root = process.cwd();
  const budgetPath = join(root, "js-budget.json");
  const sizes = measure(join(root, "public"), join(root, "public", "build"));

  if (process.argv.includes("--update")) {
    const budget = Object.fromEntries(
      Object.entries(sizes).map(([page, size]) => [
        page,
        { gzipBytes: roundUpToKb(size.gzipBytes), files: size.files },
      ]),
    );
    writeFileSync(budgetPath, `${JSON.stringify(budget, null, 2)}\n`);
    console.log(`Wrote ${budgetPath}:`, budget);
    return;
  }

  const budget = JSON.parse(readFileSync(budgetPath, "utf8")) as Budget;
  for (const page of Object.keys(PAGES) as PageName[]) {
    const { gzipBytes: bytes, files } = sizes[page];
    console.log(
      `${page}: ${bytes} B of JavaScript (gzip) in ${files} files, budget ${budget[page]?.gzipBytes ?? "none"} B` +
        (budget[page]?.files !== undefined ? ` in ${budget[page].files} files` : ""),
    );
  }
  const over = overBudget(sizes, budget);
  const heavier = heavierThanProduct(join(root, "public"), join(root, "public", "build"), budget);
  if (heavier.length) console.error(`\nPages heavier than the product page:\n  ${heavier.join("\n  ")}`);
  const metafile = JSON.parse(readFileSync(join(root, "build", "metafile.js.json"), "utf8")) as Metafile;
  const leaks = serverOnlyInBrowser(metafile);
  if (leaks.length)
    console.error(
      `\nServer-only libraries in the browser's scripts (import the module's .fields.ts instead):\n  ${leaks.join("\n  ")}`,
    );
  if (heavier.length || leaks.length) process.exit(1);
  if (over.length) {
    console.error(`\nJavaScript budget exceeded:\n  ${over.join("\n  ")}`);
    console.error(
      "Make the page lighter, or, if the growth is intended, raise the figure in js-budget.json in the same change.",
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
