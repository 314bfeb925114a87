// Holding a browser request back, so that a test can put two requests in the order a slow network
// sometimes gives them (a page's data landing while a navigation looks up its route, say).
import type { Request, Route } from "@playwright/test";

/** Holds the first request that matches until released; `held` resolves once it is held. */
export function holdOnce(matches: (request: Request) => boolean) {
  let release = async () => {};
  let markHeld = () => {};
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  let taken = false;
  const handler = async (route: Route) => {
    if (taken || !matches(route.request())) return route.fallback();
    taken = true;
    // The page may have given up on it meanwhile (an aborted route lookup).
    release = () => route.continue().catch(() => {});
    markHeld();
  };
  return { held, handler, release: () => release() };
}
