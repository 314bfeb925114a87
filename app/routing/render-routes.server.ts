// The route table a page's render builds, built once per build instead of once per render.
//
// Each render of a page, Remix's <RemixServer> turns the build's manifest into React Router's routes
// (`createServerRoutes`, a few hundred entries: every screen under each store prefix) and React
// Router's static router converts those into data routes (`convertRoutesToDataRoutes`) and fills a
// manifest by id; the route matcher then measures the new table's shape again. None of it depends on
// the request: only on the build's manifest and route modules. Both functions are reached through
// their modules' exports at call time (the CommonJS builds of @remix-run/react and
// react-router-dom/server), so replacing those exports once at start-up serves every render; nothing
// in node_modules is patched. A table is reused only while the manifest, every route module and the
// flags are the very same objects; anything else (a development rebuild, another caller) is built as
// before. If an upgrade changes how they are called, the memo is simply not used.
import { createRequire } from "node:module";

type RouteModules = Record<string, unknown>;
type ManifestRoutes = Record<string, { id: string; parentId?: string }>;
type CreateServerRoutes = (
  manifest: ManifestRoutes,
  routeModules: RouteModules,
  future: unknown,
  isSpaMode: boolean,
  ...rest: unknown[]
) => unknown[];
type ConvertRoutes = (
  routes: unknown[],
  mapRouteProperties: unknown,
  parentPath?: string[],
  manifest?: Record<string, unknown>,
) => unknown[];

interface BuiltTable {
  modules: Map<string, unknown>;
  future: unknown;
  isSpaMode: boolean;
  routes: unknown[];
}

/** A `createServerRoutes` that gives the same routes array again for the same manifest and modules. */
export function rememberServerRoutes(original: CreateServerRoutes): CreateServerRoutes {
  const tables = new WeakMap<ManifestRoutes, BuiltTable>();
  return function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
    // Its own recursion (a parent id and the grouped routes) goes to the original.
    if (rest.some((argument) => argument !== undefined) || !manifest || !routeModules)
      return original(manifest, routeModules, future, isSpaMode, ...rest);
    const kept = tables.get(manifest);
    if (kept && kept.future === future && kept.isSpaMode === isSpaMode && sameModules(kept.modules, routeModules))
      return kept.routes;
    const routes = original(manifest, routeModules, future, isSpaMode);
    const modules = new Map(Object.keys(manifest).map((id) => [id, routeModules[id]]));
    tables.set(manifest, { modules, future, isSpaMode, routes });
    return routes;
  };
}

function sameModules(kept: Map<string, unknown>, routeModules: RouteModules): boolean {
  for (const [id, module] of kept) if (routeModules[id] !== module) return false;
  return true;
}

/**
 * A `convertRoutesToDataRoutes` that converts a routes array once: a second call with the same
 * array and mapping gets the same data routes, and the caller's manifest is filled as the original
 * fills it.
 */
export function rememberDataRoutes(original: ConvertRoutes): ConvertRoutes {
  const converted = new WeakMap<unknown[], { map: unknown; routes: unknown[]; manifest: Record<string, unknown> }>();
  return function convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) {
    if (parentPath !== undefined || !Array.isArray(routes))
      return original(routes, mapRouteProperties, parentPath, manifest);
    const kept = converted.get(routes);
    if (kept && kept.map === mapRouteProperties) {
      if (manifest) fillManifest(manifest, kept.manifest);
      return kept.routes;
    }
    const own: Record<string, unknown> = {};
    const dataRoutes = original(routes, mapRouteProperties, undefined, own);
    converted.set(routes, { map: mapRouteProperties, routes: dataRoutes, manifest: own });
    if (manifest) Object.assign(manifest, own);
    return dataRoutes;
  };
}

/**
 * Fills a caller's manifest with the kept one's routes. The static router hands in a new, empty
 * object each render and only looks routes up in it by id: the kept manifest put behind it as its
 * prototype answers every id, where copying a few hundred entries into it cost about 1.5 % of a
 * search page. A manifest that already holds entries gets them copied, as the original would.
 */
function fillManifest(manifest: Record<string, unknown>, kept: Record<string, unknown>): void {
  if (Object.getPrototypeOf(manifest) === Object.prototype && Object.keys(manifest).length === 0)
    Object.setPrototypeOf(manifest, kept);
  else Object.assign(manifest, kept);
}

const INSTALLED = Symbol.for("pw.renderRoutesMemo");

/**
 * Replaces @remix-run/react's `createServerRoutes` and @remix-run/router's
 * `UNSAFE_convertRoutesToDataRoutes` (the CommonJS instances the server render loads) with the
 * memos, once per process. Returns whether both are in place.
 */
export function rememberRenderRoutes(): boolean {
  const require = createRequire(import.meta.url);
  const remixRoutes = require("@remix-run/react/dist/routes.js") as {
    createServerRoutes: CreateServerRoutes & { [INSTALLED]?: true };
  };
  const router = require("@remix-run/router") as {
    UNSAFE_convertRoutesToDataRoutes: ConvertRoutes & { [INSTALLED]?: true };
  };
  try {
    if (!remixRoutes.createServerRoutes[INSTALLED])
      remixRoutes.createServerRoutes = Object.assign(rememberServerRoutes(remixRoutes.createServerRoutes), {
        [INSTALLED]: true as const,
      });
    if (!router.UNSAFE_convertRoutesToDataRoutes[INSTALLED])
      router.UNSAFE_convertRoutesToDataRoutes = Object.assign(
        rememberDataRoutes(router.UNSAFE_convertRoutesToDataRoutes),
        { [INSTALLED]: true as const },
      );
  } catch {
    return false;
  }
  return (
    remixRoutes.createServerRoutes[INSTALLED] === true && router.UNSAFE_convertRoutesToDataRoutes[INSTALLED] === true
  );
}
