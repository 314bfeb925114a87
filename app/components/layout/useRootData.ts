// The root's data for any component, read by route id: components never import root.tsx (which
// imports them), so this hook and a type-only import keep the module graph free of cycles.
import { useRouteLoaderData } from "@remix-run/react";
import type { ShellData } from "~/shell/shell.server";

export type RootLoaderData = ShellData;

/** Undefined on an error page rendered when the root loader itself failed. */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData("root") as RootLoaderData | undefined;
}
