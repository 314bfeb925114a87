// Run by Node itself (`node --import tsx`), not by Vitest: Node binds an ES import of a CommonJS
// export once, when the module loads, where Vitest's transform looks the export up at each call.
// As in the server (app/entry.server.tsx), the page's start-up module is loaded first and the
// route-matching memo installed after it; the router's `matchRoutes` is then watched while a
// product page's partial manifest is made, and the addresses it was asked for are printed as JSON.
import { createRequire } from "node:module";
import { partialManifest } from "~/http/page-scripts.server";
import { memoiseRouteMatching, type MatchRoutes } from "~/routing/route-matching.server";

memoiseRouteMatching();
const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes };
const installed = router.matchRoutes;
const asked: string[] = [];
router.matchRoutes = (routes, location, basename) => {
  asked.push(typeof location === "string" ? location : (location.pathname ?? ""));
  return installed(routes, location, basename);
};
partialManifest({
  manifest: { entry: { module: "/build/entry.js", imports: [] }, routes: {}, url: "/build/m.js", version: "1" },
  serverHandoffString: undefined,
  singleFetch: true,
  routes: [{ id: "root", path: "", children: [{ id: "product", path: "products/:urlKey" }] }],
  pathname: "/products/whey",
  matchIds: ["root", "product"],
} as unknown as Parameters<typeof partialManifest>[0]);
process.stdout.write(JSON.stringify(asked));
