import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and while React hydrates the server's HTML (a Suspense boundary
 * hydrated late, once its module has come, included: it must match the HTML it takes over); true
 * once React runs in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
