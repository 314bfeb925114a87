// Fewer, larger client scripts: a second pass over the Remix build (run by `npm run build` after
// `remix build`). See docs/decisions/0051-fewer-client-scripts-by-a-rollup-pass.md.
//
// Remix's classic compiler lets esbuild split the client code, and esbuild makes one chunk for every
// distinct set of entry points (route modules, the client entry, each lazily loaded module) that reach
// a piece of code: the product page loaded 47 files, 26 of them under 0.4 KB, each a request and a
// gzip stream of its own. Rollup re-bundles esbuild's output here: what every page needs goes into
// one common chunk, and rollup's own chunking knows that a module a dynamic import needs is already
// loaded by the importer. Terser minifies the result again. Entry files get new content-hashed names (an
// entry's code changes when its chunks do: an old name would be served from a year-long cache), and
// the Remix asset manifest, in the public directory and in the server build, is rewritten to match.
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import { rollup, type OutputChunk, type RenderedChunk } from "rollup";
import { minify } from "terser";
import { readManifest, type BuildManifest } from "./js-budget";

/** Code shared by a few screens and smaller than this (bytes) goes into the common chunk. */
export const SMALL_SHARED_BYTES = 3_000;

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of the
 * file is compiled as the file streams in, on a background thread. The root route's file holds
 * React, React DOM and Remix, whose functions nearly all run as the page hydrates; without the hint
 * V8 parses each of them again on the main thread when first called (React DOM's module body alone,
 * 128 KB, took 15 ms there in one piece).
 */
export const COMPILE_ALL_HINT = "//# allFunctionsCalledOnLoad\n";
const GROUPS = ["common"];

/**
 * Which files carry COMPILE_ALL_HINT: the root route's, and every file only a dynamic import loads
 * (the gallery's swiper, a popup, the reviews): such a file is fetched when its code is about to
 * run, so nearly all of it runs at once; the swiper's first mount spent about half its time
 * compiling its functions on the main thread. A file a page loads from the start is left to V8's
 * lazy compiling (the hint adds its bytes to every page's budget), but the root's.
 */
export function compiledAsItStreams(
  chunk: Pick<RenderedChunk, "isEntry" | "isDynamicEntry" | "name" | "fileName">,
  chunks: readonly Pick<RenderedChunk, "isEntry" | "imports" | "fileName">[],
): boolean {
  if (chunk.isEntry) return chunk.name === "root";
  if (!chunk.isDynamicEntry) return false;
  // A dynamic import's file that an entry also loads statically (directly or through another file)
  // is one of a page's first scripts.
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const loadedAtStart = new Set<string>();
  const visit = (name: string) => {
    if (loadedAtStart.has(name)) return;
    loadedAtStart.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const entry of chunks.filter((c) => c.isEntry)) visit(entry.fileName);
  return !loadedAtStart.has(chunk.fileName);
}

interface RouteEntry {
  module: string;
  imports?: string[];
  [field: string]: unknown;
}

interface AssetsManifest extends BuildManifest {
  entry: RouteEntry;
  routes: Record<string, RouteEntry>;
  url: string;
  version: string;
}

const HASHED_NAME = /-[A-Za-z0-9]{8}\.js$/;

/** `/build/product.us-7TJDWFAY.js` -> `product.us` (the name rollup's output keeps, folders too). */
function entryName(url: string): string {
  return url.replace(/^\/build\//, "").replace(HASHED_NAME, "");
}

/** The `var assets_manifest_default = {...};` statement of the server build: its start and end. */
function findServerManifest(source: string): { start: number; end: number } {
  const marker = "var assets_manifest_default = ";
  const start = source.indexOf(marker);
  if (start < 0) throw new Error("The server build holds no assets manifest (assets_manifest_default).");
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + marker.length; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === "`") quote = char;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) {
      const end = source.indexOf(";", i) + 1;
      return { start, end };
    }
  }
  throw new Error("The server build's assets manifest does not end.");
}

/**
 * Which of esbuild's files go into the one common chunk every page loads: the client entry's imports
 * (React, the router, Remix), what the root route and the shop's layout need (header, footer,
 * popups: every page, the checkout's too, sits in the layout), and small pieces that several screens
 * share (a few hundred bytes more for a page that needs none of them, one request fewer for the
 * others). A screen's own code and big pieces shared by some screens (the product list, the
 * add-to-basket form) are left to rollup, which puts each with its screen or in a chunk of its own.
 */
function chunkGroups(manifest: AssetsManifest, publicDir: string): Map<string, string> {
  const reachedBy = new Map<string, Set<string>>();
  const reach = (url: string, by: string) => {
    const file = join(publicDir, url);
    if (!reachedBy.has(file)) reachedBy.set(file, new Set());
    reachedBy.get(file)!.add(by);
  };
  for (const url of manifest.entry.imports ?? []) reach(url, "entry");
  for (const [id, route] of Object.entries(manifest.routes)) {
    // `product.de` is the product screen; `account.orders` counts as the account area.
    const screen = id.split(".")[0];
    reach(route.module, screen);
    for (const url of route.imports ?? []) reach(url, screen);
  }
  const group = new Map<string, string>();
  for (const [file, screens] of reachedBy) {
    const everywhere = screens.has("entry") || screens.has("root") || screens.has("storeLayout");
    if (everywhere || (screens.size >= 2 && statSync(file).size < SMALL_SHARED_BYTES)) group.set(file, "common");
  }
  return group;
}

export async function mergeClientChunks(root: string): Promise<{ before: number; after: number }> {
  const publicDir = join(root, "public");
  const assetsDir = join(publicDir, "build");
  const serverBuild = join(root, "build", "index.js");
  const manifest = readManifest(assetsDir) as AssetsManifest;

  const entries = [manifest.entry, ...Object.values(manifest.routes)];
  const input: Record<string, string> = {};
  for (const { module } of entries) input[entryName(module)] = join(publicDir, module);

  const group = chunkGroups(manifest, publicDir);
  const bundle = await rollup({
    input,
    // The modules are esbuild's finished output: their imports are addresses below /build/.
    plugins: [
      {
        name: "remix-build-addresses",
        resolveId(source) {
          return source.startsWith("/build/") ? join(publicDir, source) : null;
        },
      },
    ],
    // The root route's module may export more than Remix reads (the common chunk's bindings, under
    // short made-up names), so that the common chunk is the root route's own file, not one more.
    preserveEntrySignatures: "allow-extension",
    onwarn(warning, warn) {
      if (warning.code !== "EMPTY_BUNDLE") warn(warning);
    },
  });
  const before = new Set(bundle.watchFiles.filter((file) => file.startsWith(assetsDir))).size;
  const staging = mkdtempSync(join(root, "build", ".client-chunks-"));
  const { output } = await bundle.write({
    dir: staging,
    format: "es",
    entryFileNames: "[name]-[hash].js",
    // The common group is named after it (when no entry owns it); rollup's own chunks "chunk".
    chunkFileNames: ({ name }) => (GROUPS.includes(name) ? `_shared/${name}-[hash].js` : "_shared/chunk-[hash].js"),
    hashCharacters: "base36",
    manualChunks: (id) => group.get(id),
    plugins: [
      {
        name: "minify-again",
        // Rollup joins the modules of a chunk with new lines and export lists; terser takes them out
        // and, going over esbuild's output twice, saves about 4 % more (3.9 KB of the common chunk).
        async renderChunk(code, chunk, _options, meta) {
          const minified = await minify(code, {
            module: true,
            ecma: 2020,
            compress: { passes: 3 },
            format: { comments: false },
          });
          const hint = compiledAsItStreams(chunk, Object.values(meta.chunks)) ? COMPILE_ALL_HINT : "";
          return hint + (minified.code ?? code);
        },
      },
    ],
  });
  await bundle.close();

  const chunks = output.filter((file): file is OutputChunk => file.type === "chunk");
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const urlOf = (fileName: string) => `/build/${fileName.split(sep).join("/")}`;
  const newModuleOf = new Map<string, string>();
  for (const chunk of chunks) {
    if (chunk.isEntry && chunk.facadeModuleId)
      newModuleOf.set(`/${relative(publicDir, chunk.facadeModuleId).split(sep).join("/")}`, chunk.fileName);
  }
  /** Every script a module needs before it runs, each once (rollup hoists them; this is the closure). */
  const staticImports = (fileName: string): string[] => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      for (const imported of byFileName.get(name)?.imports ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        visit(imported);
      }
    };
    visit(fileName);
    return [...seen].map(urlOf);
  };
  const rewrite = (entry: RouteEntry): RouteEntry => {
    const fileName = newModuleOf.get(entry.module);
    if (!fileName) throw new Error(`${entry.module} left no entry in the merged build.`);
    return { ...entry, module: urlOf(fileName), imports: staticImports(fileName) };
  };
  const routes = Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, rewrite(route)]));
  const merged = { entry: rewrite(manifest.entry), routes };
  const version = createHash("sha256").update(JSON.stringify(merged)).digest("hex").slice(0, 8).toUpperCase();
  const newManifest: AssetsManifest = { ...merged, url: `/build/manifest-${version}.js`, version };

  // Swap: esbuild's scripts out (with the copies of route modules no manifest names), rollup's in;
  // stylesheets and other assets stay where they are.
  for (const dir of [assetsDir, join(assetsDir, "_shared")])
    for (const name of readdirSync(dir)) if (name.endsWith(".js")) rmSync(join(dir, name));
  for (const chunk of chunks) {
    const target = join(assetsDir, chunk.fileName);
    mkdirSync(dirname(target), { recursive: true });
    renameSync(join(staging, chunk.fileName), target);
  }
  rmSync(staging, { recursive: true, force: true });
  writeFileSync(join(publicDir, newManifest.url), `window.__remixManifest=${JSON.stringify(newManifest)};`);

  const server = readFileSync(serverBuild, "utf8");
  const { start, end } = findServerManifest(server);
  writeFileSync(
    serverBuild,
    `${server.slice(0, start)}var assets_manifest_default = ${JSON.stringify(newManifest)};${server.slice(end)}`,
  );
  return { before, after: chunks.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { before, after } = await mergeClientChunks(resolve(process.cwd()));
  console.log(`[client-chunks] ${before} client scripts merged into ${after}`);
}
