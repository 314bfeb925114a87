// Types of routes.mjs (plain JS so that remix.config.js reads it without a build step).
import type { ScreenSpec, SegmentKey } from "./screens.mjs";

export declare const STORE_LAYOUT_MODULE: string;

export type DeclareRoute = (
  path: string | undefined,
  file: string,
  options: { id: string; index?: boolean },
  children?: () => void,
) => void;

export declare function declareRoutes(
  route: DeclareRoute,
  storeViews: readonly ({ code: string; pathPrefix: string } & Record<SegmentKey, string>)[],
  screens?: readonly ScreenSpec[],
): void;

export declare function withModules(specs: readonly ScreenSpec[]): ScreenSpec[];
