// @vitest-environment happy-dom
// Remix's router, as patches/ leaves it: a navigation that is still asking the server for its routes
// (lazy route discovery) is the pending one. A post made in place (a fetcher) whose page data comes
// back in that moment updates the current page; the navigation then loads its own page. Unpatched,
// the router took that data for the navigation's and ended at the new address with the old page's
// matches and no data for the new route: Remix rendered a blank page.
import { createMemoryHistory, createRouter, type AgnosticDataRouteObject, type Router } from "@remix-run/router";
import { afterEach, expect, test } from "vitest";

function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let router: Router | undefined;
afterEach(() => router?.dispose());

test("page data arriving while a navigation discovers its routes leaves the navigation to load its page", async () => {
  const rootReload = deferred();
  const discovery = deferred<void>();
  const routes: AgnosticDataRouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => rootReload.promise,
      children: [
        { id: "home", index: true, loader: () => ({ page: "home" }) },
        { id: "answer", path: "answer", action: () => ({ consent: "all" }) },
        { id: "category", path: ":category", loader: ({ params }) => ({ category: params.category }) },
      ],
    },
  ];
  router = createRouter({
    routes,
    history: createMemoryHistory({ initialEntries: ["/"] }),
    hydrationData: { loaderData: { root: { consent: null }, home: { page: "home" } } },
    // A dynamic segment makes the router ask whether a more specific route exists.
    patchRoutesOnNavigation: () => discovery.promise,
  }).initialize();

  const formData = new FormData();
  formData.set("consent", "all");
  router.fetch("cookie-consent", "root", "/answer", { formMethod: "post", formData });
  await tick();
  expect(router.state.fetchers.get("cookie-consent")?.state).toBe("loading");

  router.navigate("/protein");
  await tick();
  expect(router.state.navigation.state).toBe("loading");

  // The page data that follows the answer lands while the navigation is still discovering.
  rootReload.resolve({ consent: "all" });
  await tick();
  expect(router.state.location.pathname).toBe("/");
  expect(router.state.loaderData.root).toEqual({ consent: "all" });
  expect(router.state.navigation.state).toBe("loading");

  discovery.resolve();
  await tick();
  await tick();
  expect(router.state.navigation.state).toBe("idle");
  expect(router.state.location.pathname).toBe("/protein");
  expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "category"]);
  expect(router.state.loaderData.category).toEqual({ category: "protein" });
  expect(router.state.loaderData.root).toEqual({ consent: "all" });
});
