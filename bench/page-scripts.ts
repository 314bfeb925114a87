// Which scripts a page really loads, read from its HTML: what `npm run bench` reports per page.

/**
 * The scripts a page's HTML loads (its entry, route modules and their preloaded imports). The route
 * manifest written into the page also names routes the page does not load (the store's home and the
 * sections its links lead to, for the browser's route discovery): those are left out.
 */
export function pageScripts(html: string): string[] {
  const loaded = html.replace(/__remixManifest\s*=\s*\{.*?"version":\s*"[^"]*"\s*\}/gs, "");
  return [...new Set([...loaded.matchAll(/["'](\/build\/[^"']+\.js)["']/g)].map((m) => m[1]))];
}
