import { useMatches } from "@remix-run/react";
import type { ScreenHandle } from "~/routing/registry";

/** Whether the page's screen asks to be shown without the shop's chrome (ScreenHandle.bare). */
export function useBarePage(): boolean {
  return useMatches().some((match) => (match.handle as Partial<ScreenHandle> | undefined)?.bare === true);
}
