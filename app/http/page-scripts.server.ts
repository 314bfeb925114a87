// The inline script that starts a shopper's page in the browser (ADR 0082), in place of Remix's
// <Scripts>: the same `window.__remixContext` hand-off, and a small start-up that imports the
// entry and the page's route modules once the page has loaded and painted, instead of modulepreload
// links and a module script that fetch 100 KB of code while the first screen's picture is loading.
// What the start-up sets before the entry runs is what Remix's module script sets: the route
// modules of the server's matches, in their order, and the partial manifest of lazy route discovery.
import type { EntryContext } from "@remix-run/node";
import type { UNSAFE_AssetsManifest as AssetsManifest } from "@remix-run/react";
import type { RouteObject } from "react-router";
import { matchRoutes } from "~/routing/route-matching.server";
import { SCROLL_POSITIONS_KEY } from "./page-scripts";
import { HOLD_PICTURES_ATTRIBUTE } from "./held-pictures.server";

/**
 * Remix's <ScrollRestoration> script (no `getKey`): gives the entry a history key, and scrolls to the
 * position saved under it, before the first paint. An entry that had no key yet (a new visit, not a
 * reload or a step back) has no saved position: its page does not touch the storage, whose first
 * read waits on the browser process. A browser that blocks cookies throws on any touch of its
 * storage (the first script's stand-ins come later, at the document's end): nothing to restore then,
 * and the page's start, written after this in the same script, must still run.
 */
export const RESTORE_SCROLL_SOURCE = `(function(k){var h=window.history;if(!h.state||!h.state.key){h.replaceState({key:Math.random().toString(32).slice(2)},"");return}try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[h.state.key];if(typeof y==="number")window.scrollTo(0,y)}catch(e){try{sessionStorage.removeItem(k)}catch(x){}}})(${JSON.stringify(SCROLL_POSITIONS_KEY)});`;

/** After the pictures are in and two frames have passed, the code waits this long for the paint's report. */
export const AFTER_FRAMES_MS = 150;

/** At the latest this long after the document was read, the code is fetched, pictures or not. */
export const START_CAP_MS = 3000;

export interface PageScriptsInput {
  manifest: AssetsManifest;
  serverHandoffString: string | undefined;
  singleFetch: boolean;
  /** the route tree, for the routes a first navigation may need without asking */
  routes: RouteObject[];
  pathname: string;
  /** the route ids the server rendered, outermost first */
  matchIds: string[];
  /** where the page's header and common links lead (shellLinkPaths): their routes come with it too */
  linkedPaths?: readonly string[];
}

/** JSON inside an inline script: nothing in it may end the script or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The manifest's routes the browser gets with the page (Remix's getPartialManifest): the matches,
 * and what matches each parent path (pathless and index children a first navigation may need).
 * And the routes of the links every page shows (`linkedPaths`): once the page runs, Remix asks the
 * server for the routes of the links in it, and patching in a route it did not have renders the whole
 * page again, a long stretch of script right after it has become interactive. Known routes are
 * not patched.
 */
export function partialManifest(input: PageScriptsInput): AssetsManifest {
  const ids = new Set(input.matchIds);
  const segments = input.pathname.split("/").filter(Boolean);
  const paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  for (const path of paths) {
    for (const match of matchRoutes(input.routes, path) ?? []) if (match.route.id) ids.add(match.route.id);
  }
  for (const id of linkedRouteIds(input.routes, input.linkedPaths ?? [])) ids.add(id);
  const routes: AssetsManifest["routes"] = {};
  for (const id of ids) {
    const route = input.manifest.routes[id];
    if (route) routes[id] = route;
  }
  return { ...input.manifest, routes };
}

const linkedRoutes = new WeakMap<RouteObject[], Map<string, string[]>>();

/**
 * The routes these addresses match, worked out once per route tree and list of addresses (one list
 * per store view): matching an address against the whole tree costs as much as a page's render.
 */
function linkedRouteIds(routes: RouteObject[], linkedPaths: readonly string[]): string[] {
  let byList = linkedRoutes.get(routes);
  if (!byList) linkedRoutes.set(routes, (byList = new Map()));
  const key = linkedPaths.join("\n");
  let ids = byList.get(key);
  if (!ids) {
    ids = linkedPaths.flatMap((path) =>
      (matchRoutes(routes, path) ?? []).flatMap((match) => (match.route.id ? [match.route.id] : [])),
    );
    byList.set(key, ids);
  }
  return ids;
}

/** Every module the page's start needs but the entry and the route modules: fetched alongside them. */
export function sharedChunks(manifest: AssetsManifest, matchIds: string[]): string[] {
  const modules = new Set([manifest.entry.module, ...matchIds.map((id) => manifest.routes[id]?.module)]);
  const chunks = new Set<string>();
  for (const file of [...manifest.entry.imports, ...matchIds.flatMap((id) => manifest.routes[id]?.imports ?? [])]) {
    if (!modules.has(file)) chunks.add(file);
  }
  return [...chunks];
}

/**
 * `window.__remixContext` and its stream as Remix writes them (before the streamed data's scripts
 * run), and the deferred start: the shared chunks and route modules, the partial manifest and the
 * route modules' table, then the entry.
 */
export function pageScriptsSource(input: PageScriptsInput): { context: string; start: string } {
  const stream = input.singleFetch
    ? "window.__remixContext.stream = new ReadableStream({start(controller){window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());"
    : "";
  const context = `window.__remixContext = ${input.serverHandoffString ?? "{}"};${stream}`;
  const modules = input.matchIds.map((id) => input.manifest.routes[id]?.module).filter(Boolean);
  // Once the first screen's pictures (the ones marked fetchpriority=high, the LCP candidates) are
  // in and the browser reports one of them as painted (a largest-contentful-paint entry, which comes
  // once the frame is on the screen; or, where there is none, two frames and a moment later), the
  // code is fetched: nothing but the document, its styles
  // and pictures competes with the first paint. Each module is preloaded by a link the script makes
  // before it is imported: the policy's 'strict-dynamic' trusts what a trusted script adds to the
  // page, not what an inline script imports itself (a page from the page cache names its scripts by
  // hash, with no nonce to pass on).
  const start = `(function(w,d){var s=0;function pre(u){return new Promise(function(r){var l=d.createElement("link");l.rel="modulepreload";l.href=u;l.onload=l.onerror=r;d.head.appendChild(l)})}function go(){if(s)return;s=1;d.documentElement.removeAttribute(${scriptJson(HOLD_PICTURES_ATTRIBUTE)});${scriptJson(sharedChunks(input.manifest, input.matchIds))}.forEach(pre);var e=pre(${scriptJson(input.manifest.entry.module)});Promise.all(${scriptJson(modules)}.map(function(u){return pre(u).then(function(){return import(u)})})).then(function(m){w.__remixManifest=${scriptJson(partialManifest(input))};var r={};${scriptJson(input.matchIds)}.forEach(function(id,i){r[id]=m[i]});w.__remixRouteModules=r;return e}).then(function(){return w.__cookies}).then(function(){return import(${scriptJson(input.manifest.entry.module)})})}function later(){setTimeout(go,0)}function painted(){try{new PerformanceObserver(function(l){l.getEntries().forEach(function(x){if(a.indexOf(x.element)>=0)later()})}).observe({type:"largest-contentful-paint",buffered:true})}catch(x){}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,${AFTER_FRAMES_MS})})})}var a=[].slice.call(d.querySelectorAll("img[fetchpriority=high]")),p=a.filter(function(i){return!i.complete}),n=p.length;function one(){if(--n===0)painted()}if(!n)painted();p.forEach(function(i){i.addEventListener("load",one);i.addEventListener("error",one)});setTimeout(go,${START_CAP_MS})})(window,document);`;
  return { context, start };
}

const routeTrees = new WeakMap<AssetsManifest, RouteObject[]>();

/** The build's route tree (ids, paths, index flags), as Remix's server router has it. */
function routeTree(manifest: AssetsManifest): RouteObject[] {
  let tree = routeTrees.get(manifest);
  if (!tree) {
    const children = new Map<string | undefined, RouteObject[]>();
    for (const route of Object.values(manifest.routes)) {
      const object = { id: route.id, path: route.path, caseSensitive: route.caseSensitive } as RouteObject;
      if (route.index) Object.assign(object, { index: true });
      children.set(route.parentId, [...(children.get(route.parentId) ?? []), object]);
    }
    const attach = (routes: RouteObject[]): RouteObject[] =>
      routes.map((route) => {
        const below = children.get(route.id);
        return below ? ({ ...route, children: attach(below) } as RouteObject) : route;
      });
    tree = attach(children.get(undefined) ?? []);
    routeTrees.set(manifest, tree);
  }
  return tree;
}

/**
 * The page's start-up scripts for a document render; tells Remix to write the streamed loader data's
 * scripts, as its <Scripts> does when rendered.
 */
export function documentPageScripts(context: EntryContext, linkedPaths: readonly string[] = []): string {
  if (context.renderMeta) context.renderMeta.didRenderScripts = true;
  else context.renderMeta = { didRenderScripts: true };
  const state = context.staticHandlerContext;
  const { context: handOff, start } = pageScriptsSource({
    manifest: context.manifest,
    serverHandoffString: context.serverHandoffString,
    singleFetch: context.future.v3_singleFetch,
    routes: routeTree(context.manifest),
    pathname: state.location.pathname,
    matchIds: state.matches.map((match) => match.route.id),
    linkedPaths,
  });
  return handOff + start;
}
