// Which translation namespaces a page needs in the browser: the shell's (header, footer, messages,
// popups, prices, error pages) and those of the screens it shows. Only these travel with the
// document; another page's are loaded when a navigation first needs them (browser-translations.ts).
import { screenById, type ScreenId } from "~/routing/registry";
import type { Namespace } from "./config";

/** Header ("All products" link, sign in and out), prices and product cards, popups, error pages. */
export const SHELL_NAMESPACES: readonly Namespace[] = ["common", "catalog", "popups", "account"];

export function pageNamespaces(screens: readonly (ScreenId | undefined)[]): Namespace[] {
  const wanted = new Set<Namespace>(SHELL_NAMESPACES);
  // Each screen's own, as the route registry declares them (app/routing/screens.mjs).
  for (const screen of screens) for (const ns of screen ? screenById(screen).namespaces : []) wanted.add(ns);
  return [...wanted];
}
