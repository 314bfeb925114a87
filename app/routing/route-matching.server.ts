// Route matching without redoing the same work on every render.
//
// The shop declares every screen under each of the seven store prefixes (app/routing/routes.mjs), so
// Remix holds a few hundred route entries. To match an address, @remix-run/router's `matchRoutes`
// flattens that whole tree into branches, scores and sorts them and compiles a regular expression
// per branch tried; nothing of it is kept. One page render asks it five times: the request handler
// (server-runtime's matchServerRoutes), the static handler's `query`, React Router's `useRoutes` and
// the lazy route discovery's manifest (once for each parent address, "/" and "/products"). Three of
// these pass a routes array made afresh for that render, so a memo by array identity alone would
// miss: the memo below is keyed by the tree's shape (ids, paths, index and case flags) and the
// address, and keeps, per address, which route at which position matched with which params. A hit
// rebuilds the matches from the routes array it was given, so callers get their own route objects.
//
// Four of the five calls reach `matchRoutes` through the module's exports at call time
// (`router.matchRoutes(...)` in the CommonJS builds of server-runtime, react-router and
// @remix-run/react; the shop's own start-up script through `matchRoutes` below), so replacing that
// export once at start-up serves them; nothing in node_modules is patched. If an upgrade changes how
// these are called, the memo is simply not used: answers stay the same.
//
// The fifth, the static handler's own call (its `query` for a page, `queryRoute` for a resource or
// data request), is internal to the router module: it would flatten, rank and compile the whole tree
// on every request, the later a route ranks ("/search", a category's splat) the more. Remix makes its
// static handler through the module's exports too (`router.createStaticHandler`), so the handler it
// gets answers each request with a handler made for the routes that request matches (remembered, one
// per chain of routes): the same routes, the same matches and params, a tree of a few entries to
// match. An address that matches nothing goes to the whole tree's handler, as before.
import { createRequire } from "node:module";

interface RouteLike {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteLike[];
}

export interface RouteMatchLike<Route extends RouteLike = RouteLike> {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: Route;
}

export type MatchRoutes = (
  routes: RouteLike[],
  location: string | { pathname?: string },
  basename?: string,
) => RouteMatchLike[] | null;

/** One remembered answer: the matched route at each level by its position, and what it matched. */
type Remembered = {
  positions: number[];
  ids: string[];
  params: Record<string, string | undefined>;
  pathnames: Array<{ pathname: string; pathnameBase: string }>;
} | null;

/** Addresses remembered per route tree: enough for a shop's hot pages, bounded against address floods. */
export const REMEMBERED_ADDRESSES = 1000;

/** The parts of a route tree that decide a match, as one string (routes without an id are not memoised). */
function shapeOf(routes: RouteLike[]): string | null {
  const parts: string[] = [];
  const visit = (level: RouteLike[]): boolean => {
    parts.push("[");
    for (const route of level) {
      if (typeof route.id !== "string") return false;
      parts.push(
        route.id,
        "\u0001",
        route.path ?? "",
        route.index ? "\u0002i" : "",
        route.caseSensitive ? "\u0002c" : "",
      );
      if (route.children?.length && !visit(route.children)) return false;
      parts.push("\u0003");
    }
    parts.push("]");
    return true;
  };
  return visit(routes) ? parts.join("") : null;
}

/** The address part of what `matchRoutes` was given, or null for a location it should parse itself. */
function addressOf(location: string | { pathname?: string }): string | null {
  if (typeof location === "string") return /[?#]/.test(location) ? null : location || "/";
  return location.pathname || "/";
}

function remember(routes: RouteLike[], matches: RouteMatchLike[] | null): Remembered | undefined {
  if (!matches) return null;
  const positions: number[] = [];
  let level: RouteLike[] = routes;
  for (const match of matches) {
    const position = level.indexOf(match.route);
    if (position < 0) return undefined;
    positions.push(position);
    level = match.route.children ?? [];
  }
  return {
    positions,
    ids: matches.map((match) => match.route.id as string),
    params: { ...matches[matches.length - 1]?.params },
    pathnames: matches.map(({ pathname, pathnameBase }) => ({ pathname, pathnameBase })),
  };
}

/** The remembered answer with this routes array's own route objects; undefined if it does not fit. */
function recall(routes: RouteLike[], remembered: Remembered): RouteMatchLike[] | null | undefined {
  if (remembered === null) return null;
  // Like the router's own answer: every match of one address shares one params object.
  const params = { ...remembered.params };
  const matches: RouteMatchLike[] = [];
  let level: RouteLike[] | undefined = routes;
  for (let i = 0; i < remembered.positions.length; i++) {
    const route: RouteLike | undefined = level?.[remembered.positions[i]];
    if (!route || route.id !== remembered.ids[i]) return undefined;
    matches.push({ params, ...remembered.pathnames[i], route });
    level = route.children;
  }
  return matches;
}

/** A `matchRoutes` that answers like `original` and remembers answers per route tree shape and address. */
export function memoiseMatchRoutes(original: MatchRoutes, limit = REMEMBERED_ADDRESSES): MatchRoutes {
  const shapes = new WeakMap<RouteLike[], string | null>();
  const tables = new Map<string, Map<string, Remembered>>();
  return function matchRoutes(routes, location, basename = "/") {
    const address = addressOf(location);
    let shape = shapes.get(routes);
    if (shape === undefined) {
      shape = shapeOf(routes);
      shapes.set(routes, shape);
    }
    if (address === null || shape === null) return original(routes, location, basename);
    let table = tables.get(shape);
    if (!table) tables.set(shape, (table = new Map()));
    const key = `${basename}\u0000${address}`;
    const remembered = table.get(key);
    if (remembered !== undefined) {
      const matches = recall(routes, remembered);
      if (matches !== undefined) {
        // Most recently used last: the first entry is the one to forget when full.
        table.delete(key);
        table.set(key, remembered);
        return matches;
      }
    }
    const matches = original(routes, location, basename);
    const answer = remember(routes, matches);
    if (answer !== undefined) {
      table.set(key, answer);
      if (table.size > limit) table.delete(table.keys().next().value as string);
    }
    return matches;
  };
}

const INSTALLED = Symbol.for("pw.routeMatchingMemo");

/** The parts of @remix-run/router's static handler that Remix's server runtime uses. */
export interface StaticHandlerLike {
  dataRoutes: RouteLike[];
  query(request: Request, options?: unknown): Promise<unknown>;
  queryRoute(request: Request, options?: unknown): Promise<unknown>;
}

export type CreateStaticHandler = (
  routes: RouteLike[],
  options?: { basename?: string } & Record<string, unknown>,
) => StaticHandlerLike;

/** Chains of routes a process keeps a handler for; the shop has a few hundred routes. */
export const REMEMBERED_CHAINS = 1000;

/**
 * A `createStaticHandler` whose handlers answer each request with a handler made (once per chain of
 * matched routes) from only the routes that request matches: the router's own matching of the
 * request then runs over a few entries instead of the whole tree. `match` is the (remembered)
 * matcher that finds the chain in the whole tree.
 */
export function narrowingStaticHandlers(
  original: CreateStaticHandler,
  match: MatchRoutes,
  limit = REMEMBERED_CHAINS,
): CreateStaticHandler {
  return function createStaticHandler(routes, options) {
    const whole = original(routes, options);
    const basename = options?.basename || "/";
    const narrowed = new Map<string, StaticHandlerLike>();
    const handlerFor = (request: Request): StaticHandlerLike => {
      let pathname: string;
      try {
        pathname = new URL(request.url).pathname;
      } catch {
        return whole;
      }
      const matches = match(routes, { pathname }, basename);
      if (!matches?.length) return whole;
      const key = matches.map((m) => m.route.id).join("\u0000");
      let handler = narrowed.get(key);
      if (!handler) {
        // Each level keeps its matched route only, with the route's own properties (loaders,
        // actions, boundaries, ids): what the router matches, runs and reports is the same.
        let chain: RouteLike | undefined;
        for (let i = matches.length - 1; i >= 0; i--) {
          const { children: _children, ...route } = matches[i].route;
          chain = chain ? { ...route, children: [chain] } : route;
        }
        handler = original([chain!], options);
        if (narrowed.size >= limit) narrowed.delete(narrowed.keys().next().value as string);
        narrowed.set(key, handler);
      }
      return handler;
    };
    return {
      ...whole,
      dataRoutes: whole.dataRoutes,
      query: (request, queryOptions) => handlerFor(request).query(request, queryOptions),
      queryRoute: (request, queryOptions) => handlerFor(request).queryRoute(request, queryOptions),
    };
  };
}

type RouterModule = {
  matchRoutes: MatchRoutes & { [INSTALLED]?: true };
  createStaticHandler: CreateStaticHandler & { [INSTALLED]?: true };
};

let routerExports: RouterModule | undefined;

/** The CommonJS instance of @remix-run/router that Remix and React Router load. */
function routerModule(): RouterModule {
  return (routerExports ??= createRequire(import.meta.url)("@remix-run/router") as RouterModule);
}

/**
 * `matchRoutes` as Remix reaches it, looked up at call time: the memo once `memoiseRouteMatching` has
 * run. An ES import of it from "react-router" would bind the router's function as it was when the
 * module loaded, before the memo, and redo the whole tree's work on every call.
 */
export const matchRoutes: MatchRoutes = (routes, location, basename) =>
  routerModule().matchRoutes(routes, location, basename);

/**
 * Replaces @remix-run/router's exported `matchRoutes` (the CommonJS instance Remix and React Router
 * load) with the memo, once per process. Returns whether the memo is in place.
 */
export function memoiseRouteMatching(): boolean {
  const router = routerModule();
  if (router.matchRoutes[INSTALLED] && router.createStaticHandler[INSTALLED]) return true;
  const memo = Object.assign(memoiseMatchRoutes(router.matchRoutes), { [INSTALLED]: true as const });
  const handlers = Object.assign(narrowingStaticHandlers(router.createStaticHandler, memo), {
    [INSTALLED]: true as const,
  });
  try {
    if (!router.matchRoutes[INSTALLED]) router.matchRoutes = memo;
    if (!router.createStaticHandler[INSTALLED]) router.createStaticHandler = handlers;
  } catch {
    return false;
  }
  return router.matchRoutes[INSTALLED] === true && router.createStaticHandler[INSTALLED] === true;
}
