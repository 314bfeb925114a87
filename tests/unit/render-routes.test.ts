// The route table a render hands to React Router, built once per build (app/routing/render-routes.server.ts):
// the same manifest and route modules give the very same routes and data routes again, with the
// caller's manifest filled as React Router fills it; anything else is built anew.
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { rememberDataRoutes, rememberRenderRoutes, rememberServerRoutes } from "~/routing/render-routes.server";

const require = createRequire(import.meta.url);
const remixRoutes = require("@remix-run/react/dist/routes.js") as {
  createServerRoutes: Parameters<typeof rememberServerRoutes>[0];
};
const router = require("@remix-run/router") as {
  UNSAFE_convertRoutesToDataRoutes: Parameters<typeof rememberDataRoutes>[0];
};
const reactRouter = require("react-router") as { UNSAFE_mapRouteProperties: unknown };
const originalServerRoutes = remixRoutes.createServerRoutes;
const originalDataRoutes = router.UNSAFE_convertRoutesToDataRoutes;

/** A build's manifest of a few routes: root, a store layout, a page under it, an index. */
function build() {
  const manifest = {
    root: { id: "root", path: "", hasLoader: true },
    store: { id: "store", parentId: "root", path: ":store?", hasLoader: false },
    product: { id: "product", parentId: "store", path: "products/:urlKey", hasLoader: true },
    home: { id: "home", parentId: "store", index: true, hasLoader: true },
  };
  const modules = Object.fromEntries(Object.keys(manifest).map((id) => [id, { default: () => null, handle: { id } }]));
  return { manifest, modules, future: { v3_relativeSplatPath: false } };
}

/** What React Router sees of a table: ids, paths, index flags, nesting. */
const outline = (routes: unknown[]): unknown =>
  (routes as Array<{ id: string; path?: string; index?: boolean; children?: unknown[] }>).map((r) => ({
    id: r.id,
    path: r.path,
    index: r.index,
    children: r.children ? outline(r.children) : undefined,
  }));

describe("the render's route table", () => {
  it("is built once for the same manifest, modules and flags, and answers as the original", () => {
    const original = vi.fn(originalServerRoutes);
    const create = rememberServerRoutes(original);
    const { manifest, modules, future } = build();
    const first = create(manifest, modules, future, false);
    // every render passes a new object of the same modules
    const second = create(manifest, { ...modules }, future, false);
    expect(second).toBe(first);
    expect(outline(first)).toEqual(outline(originalServerRoutes(manifest, modules, future, false)));
    // one top-level call: the original's own recursion is its business
    expect(original.mock.calls.filter((call) => call.length <= 4 || call[4] === undefined)).toHaveLength(1);
  });

  it("is built anew when a route module, the flags or the manifest differ", () => {
    const create = rememberServerRoutes(originalServerRoutes);
    const { manifest, modules, future } = build();
    const first = create(manifest, modules, future, false);
    const newModule = { ...modules, product: { default: () => null, handle: { id: "product", v: 2 } } };
    const changed = create(manifest, newModule, future, false);
    expect(changed).not.toBe(first);
    expect(
      (changed as Array<{ children: Array<{ children: Array<{ handle: unknown }> }> }>)[0].children[0].children.map(
        (r) => r.handle,
      ),
    ).toContainEqual({ id: "product", v: 2 });
    expect(create(manifest, newModule, { v3_relativeSplatPath: true }, false)).not.toBe(changed);
    expect(create(build().manifest, newModule, future, false)).not.toBe(changed);
  });

  it("converts a routes array to data routes once, and fills each caller's manifest", () => {
    const original = vi.fn(originalDataRoutes);
    const convert = rememberDataRoutes(original);
    const { manifest, modules, future } = build();
    const routes = originalServerRoutes(manifest, modules, future, false);
    const map = reactRouter.UNSAFE_mapRouteProperties;
    const expectedManifest: Record<string, unknown> = {};
    const expected = originalDataRoutes(routes, map, undefined, expectedManifest);
    const first: Record<string, unknown> = {};
    const a = convert(routes, map, undefined, first);
    const second: Record<string, unknown> = {};
    const b = convert(routes, map, undefined, second);
    expect(b).toBe(a);
    expect(original).toHaveBeenCalledTimes(1);
    expect(outline(a)).toEqual(outline(expected));
    // every id answers the route the original's manifest holds (the static router reads it only so)
    for (const id of Object.keys(expectedManifest)) {
      expect(second[id]).toBe(first[id]);
      expect(outline([second[id]])).toEqual(outline([expectedManifest[id]]));
    }
    expect(second.nothing).toBeUndefined();
    // nothing copied for a render: the kept manifest answers behind the new one
    expect(Object.keys(second)).toEqual([]);
    // a manifest that holds entries already gets the routes copied in
    const filled: Record<string, unknown> = { mine: 1 };
    convert(routes, map, undefined, filled);
    expect(Object.keys(filled).sort()).toEqual(["mine", ...Object.keys(expectedManifest)].sort());
    // another mapping, or another array, is converted anew
    convert(routes, () => ({}), undefined, {});
    convert([...routes], map, undefined, {});
    expect(original).toHaveBeenCalledTimes(3);
  });

  it("is what the server render calls once installed", () => {
    expect(rememberRenderRoutes()).toBe(true);
    expect(remixRoutes.createServerRoutes).not.toBe(originalServerRoutes);
    expect(router.UNSAFE_convertRoutesToDataRoutes).not.toBe(originalDataRoutes);
    const installed = remixRoutes.createServerRoutes;
    rememberRenderRoutes();
    expect(remixRoutes.createServerRoutes).toBe(installed);
  });
});
