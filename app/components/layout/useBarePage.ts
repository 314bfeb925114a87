import { useMatches } from "@remix-run/react";
import type { ScreenHandle } from "~/routing/registry";

/** Whether the page's screen asks to be shown without the shop's chrome (ScreenHandle.bare). */
export function useBarePage(): boolean {
  return useMatches().some((match) => (match.handle as Partial<ScreenHandle> | undefined)?.bare === true);
}

/** Whether the page is a checkout step that asks for the focused chrome (ScreenHandle.focused). */
export function useFocusedPage(): boolean {
  return useMatches().some((match) => (match.handle as Partial<ScreenHandle> | undefined)?.focused === true);
}
