// Route matching remembered (app/routing/route-matching.server.ts): every address of the shop's real
// route table gets the router's own answer, with the route objects of the routes array the caller
// passed, and a render's later asks (each with a new but identical array) cost no new matching.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { declareRoutes } from "~/routing/routes.mjs";
import {
  memoiseMatchRoutes,
  memoiseRouteMatching,
  narrowingStaticHandlers,
  type CreateStaticHandler,
  type MatchRoutes,
} from "~/routing/route-matching.server";
import { withPageSegments } from "~/i18n/page-segments";
import storeViewTable from "~/i18n/store-views.json";
import type { StoreView } from "~/i18n/store-views";

interface Route {
  id: string;
  path?: string;
  index?: boolean;
  children?: Route[];
}

const router = createRequire(import.meta.url)("@remix-run/router") as {
  matchRoutes: MatchRoutes;
  createStaticHandler: CreateStaticHandler;
};
/** The router's own matcher and static handler, as they were before anything replaced them. */
const routerMatch: MatchRoutes = router.matchRoutes;
const routerStaticHandler: CreateStaticHandler = router.createStaticHandler;

/** The shop's route tree as Remix builds it from remix.config.js: a new array on every call. */
function shopRoutes(): Route[] {
  const top: Route[] = [{ id: "robots", path: "robots.txt" }];
  const stack: Route[][] = [top];
  declareRoutes(
    (path, _file, options, children) => {
      const route: Route = { id: options.id, ...(path ? { path } : {}), ...(options.index ? { index: true } : {}) };
      stack.at(-1)!.push(route);
      if (children) {
        route.children = [];
        stack.push(route.children);
        children();
        stack.pop();
      }
    },
    (storeViewTable as StoreView[]).map(withPageSegments),
  );
  return [{ id: "root", path: "", children: top }];
}

const ADDRESSES = [
  "/",
  "/de",
  "/products/impact-whey-protein",
  "/de/produkte/impact-whey-protein",
  "/es/productos/impact-whey-protein",
  "/de/products/impact-whey-protein",
  "/us/checkout/review",
  "/account/orders/100000123/print",
  "/fr/account/addresses/12/edit",
  "/customer/account/login/referer/aHR0cDovL3Nob3AvYmFza2V0",
  "/review/product/listAjax/id/5",
  "/protein",
  "/it/protein/whey",
  "/xx/basket",
  "/de/datenschutz",
  "/us/shipping",
  "/robots.txt",
];

/** What a caller sees of an answer: ids, params and addresses, and whose route objects they are. */
function shape(matches: ReturnType<MatchRoutes>, routes: Route[]) {
  const all = new Set<unknown>();
  const visit = (level: Route[]) =>
    level.forEach((route) => {
      all.add(route);
      if (route.children) visit(route.children);
    });
  visit(routes);
  return matches?.map((match) => ({
    id: match.route.id,
    params: match.params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
    ownRoute: all.has(match.route),
  }));
}

describe("remembered route matching", () => {
  it("answers every address as the router does, with the caller's own route objects", () => {
    const matchRoutes = memoiseMatchRoutes(routerMatch);
    for (const round of [1, 2]) {
      for (const address of ADDRESSES) {
        const routes = shopRoutes();
        const expected = shape(routerMatch(routes, address), routes);
        expect(shape(matchRoutes(routes, address), routes), `${address} (round ${round})`).toEqual(expected);
      }
    }
    expect(shape(matchRoutes(shopRoutes(), "/de/produkte/whey"), shopRoutes())?.at(-1)).toMatchObject({
      id: "product.de",
      params: { urlKey: "whey" },
    });
  });

  it("matches an address once for a render's several asks, each with a new copy of the routes", () => {
    const original = vi.fn(routerMatch);
    const matchRoutes = memoiseMatchRoutes(original);
    for (let ask = 0; ask < 5; ask++) matchRoutes(shopRoutes(), "/products/impact-whey-protein");
    expect(original).toHaveBeenCalledTimes(1);
    // An address that matches nothing is remembered too.
    matchRoutes(shopRoutes(), "/nowhere/x.php", "/shop");
    matchRoutes(shopRoutes(), "/nowhere/x.php", "/shop");
    expect(original).toHaveBeenCalledTimes(2);
  });

  it("never answers from another route table, and forgets the oldest address beyond its limit", () => {
    const original = vi.fn(routerMatch);
    const matchRoutes = memoiseMatchRoutes(original, 2);
    const other: Route[] = [{ id: "only", path: "products/:handle" }];
    expect(matchRoutes(other, "/products/x")?.[0].route.id).toBe("only");
    expect(matchRoutes(shopRoutes(), "/products/x")?.at(-1)?.route.id).toBe("product");
    expect(original).toHaveBeenCalledTimes(2);
    matchRoutes(shopRoutes(), "/protein");
    matchRoutes(shopRoutes(), "/basket");
    matchRoutes(shopRoutes(), "/products/x");
    expect(original).toHaveBeenCalledTimes(5);
  });

  it("is what Remix and React Router call once the server has installed it", () => {
    expect(memoiseRouteMatching()).toBe(true);
    expect(router.matchRoutes).not.toBe(routerMatch);
    const routes = shopRoutes();
    expect(shape(router.matchRoutes(routes, "/de/produkte/whey"), routes)).toEqual(
      shape(routerMatch(routes, "/de/produkte/whey"), routes),
    );
    // Installing twice keeps one memo.
    const installed = router.matchRoutes;
    memoiseRouteMatching();
    expect(router.matchRoutes).toBe(installed);
  });

  it("a page's static handler answers as the whole tree's does, matching over the request's routes only", async () => {
    // Every route has a loader that names itself and its params, and an action: what a page's
    // render gets (matches, loader data, status, errors) must not change.
    const withLoaders = (level: Route[]): Route[] =>
      level.map((route) => ({
        ...route,
        loader: ({ params }: { params: Record<string, string> }) => ({ id: route.id, params }),
        action: () => ({ acted: route.id }),
        ...(route.children ? { children: withLoaders(route.children) } : {}),
      }));
    const routes = withLoaders(shopRoutes());
    const made: number[] = [];
    const counting: CreateStaticHandler = (tree, options) => {
      const count = (level: Route[]): number =>
        level.reduce((n, route) => n + 1 + (route.children ? count(route.children) : 0), 0);
      made.push(count(tree as Route[]));
      return routerStaticHandler(tree, options);
    };
    const whole = routerStaticHandler(routes, {});
    const narrowing = narrowingStaticHandlers(counting, memoiseMatchRoutes(routerMatch))(routes, {});
    const view = (context: unknown) => {
      const c = context as {
        statusCode: number;
        loaderData: unknown;
        actionData: unknown;
        errors: unknown;
        matches: Array<{ route: { id: string }; params: unknown; pathname: string; pathnameBase: string }>;
      };
      return {
        statusCode: c.statusCode,
        loaderData: c.loaderData,
        actionData: c.actionData,
        errors: c.errors ? Object.keys(c.errors as object) : null,
        matches: c.matches.map((m) => ({
          id: m.route.id,
          params: m.params,
          pathname: m.pathname,
          base: m.pathnameBase,
        })),
      };
    };
    for (const address of [...ADDRESSES, "/nowhere/x.php", "/products/impact-whey-protein?index", "/de/"]) {
      const get = () => new Request(`http://shop.test${address}`);
      expect(view(await narrowing.query(get())), address).toEqual(view(await whole.query(get())));
      const post = () => new Request(`http://shop.test${address}`, { method: "POST", body: "intent=x" });
      expect(view(await narrowing.query(post())), `POST ${address}`).toEqual(view(await whole.query(post())));
    }
    // One handler for the whole tree, then one per chain of routes, each a few entries long.
    expect(made[0]).toBeGreaterThan(300);
    expect(Math.max(...made.slice(1))).toBeLessThan(6);
    const before = made.length;
    await narrowing.query(new Request("http://shop.test/products/another-product"));
    expect(made.length).toBe(before);
    // A resource or data request's single route likewise.
    const routeAnswer = await narrowing.queryRoute(new Request("http://shop.test/de/produkte/whey"));
    expect(routeAnswer).toEqual(await whole.queryRoute(new Request("http://shop.test/de/produkte/whey")));
  });

  it("is what the page's start-up matches its parent addresses with, in the server's Node", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "tests/support/page-start-matching.ts"], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual(["/", "/products"]);
  });

  it("is how Remix makes its static handler once the server has installed it", () => {
    memoiseRouteMatching();
    expect(router.createStaticHandler).not.toBe(routerStaticHandler);
  });
});
