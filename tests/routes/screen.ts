/// <reference types="vite/client" />
// A route module by its screen id, through the route registry (app/routing/screen-modules.mjs), never
// by file path: features move between folders, and these tests follow the registry as remix.config.js
// does. Layouts likewise by the screen they wrap; the root and robots.txt have no id.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { screenLayouts, screenModules } from "~/routing/screen-modules.mjs";
import type { ScreenId } from "~/routing/screens.mjs";

type RouteFunction = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

export interface RouteModule {
  loader?: RouteFunction;
  action?: RouteFunction;
  headers?: unknown;
  handle?: { screen?: string };
  default?: unknown;
}

/** The screens every test here was written for: a new one in the registry shows in the coverage test. */
export const screenIds = Object.keys(screenModules) as ScreenId[];

const modules = import.meta.glob<RouteModule>("../../app/**/*.{ts,tsx}");

function moduleAt(file: string): Promise<RouteModule> {
  const key = `../../app/${file}`;
  const load = modules[key];
  if (!load) throw new Error(`The registry names ${file}, which is not a module under app/`);
  return load();
}

/** The route module that shows `id`. */
export function loadScreen(id: ScreenId): Promise<RouteModule> {
  const file = screenModules[id];
  if (!file) throw new Error(`The registry has no built module for the screen "${id}"`);
  return moduleAt(file);
}

/** The layout route around the screen `id`'s children (the account area, the checkout steps). */
export function loadLayout(id: ScreenId): Promise<RouteModule> {
  const file = screenLayouts[id];
  if (!file) throw new Error(`The registry has no layout for the screen "${id}"`);
  return moduleAt(file);
}

type DeclareRoute = (path: string | undefined, file: string, options: { id: string }, children?: () => void) => void;

/**
 * A route remix.config.js declares by its route id ("robots", "storeLayout", "storeLayout.de"): the
 * routes that are no screen of the registry, found as Remix finds them.
 */
export async function loadDeclaredRoute(routeId: string): Promise<RouteModule> {
  const { default: config } = (await import("../../remix.config.js")) as unknown as {
    default: { routes: (define: (declare: (route: DeclareRoute) => void) => void) => void };
  };
  const files = new Map<string, string>();
  config.routes((declare) =>
    declare((_path, file, options, children) => {
      files.set(options.id, file);
      children?.();
    }),
  );
  const file = files.get(routeId);
  if (!file) throw new Error(`remix.config.js declares no route "${routeId}"`);
  return moduleAt(file);
}

/** The root route: Remix finds it at app/root.tsx by convention, so it never moves. */
export function loadRoot(): Promise<RouteModule> {
  return moduleAt("root.tsx");
}

/** The loader of a module, failing the test when it has none. */
export function loaderOf(module: RouteModule): RouteFunction {
  if (!module.loader) throw new Error("This route module has no loader");
  return module.loader;
}

/** The action of a module, failing the test when it has none. */
export function actionOf(module: RouteModule): RouteFunction {
  if (!module.action) throw new Error("This route module has no action");
  return module.action;
}
