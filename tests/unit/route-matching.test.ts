// Route matching remembered (app/routing/route-matching.server.ts): every address of the shop's real
// route table gets the router's own answer, with the route objects of the routes array the caller
// passed, and a render's later asks (each with a new but identical array) cost no new matching.
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { declareRoutes } from "~/routing/routes.mjs";
import { memoiseMatchRoutes, memoiseRouteMatching, type MatchRoutes } from "~/routing/route-matching.server";
import { withPageSegments } from "~/i18n/page-segments";
import storeViewTable from "~/i18n/store-views.json";
import type { StoreView } from "~/i18n/store-views";

interface Route {
  id: string;
  path?: string;
  index?: boolean;
  children?: Route[];
}

const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes };
/** The router's own matcher, as it was before anything replaced it. */
const routerMatch: MatchRoutes = router.matchRoutes;

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
});
