import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and while React hydrates the server's HTML (a Suspense boundary
 * hydrated late, once its module has come, included: it must match the HTML it takes over); true
 * once React runs in the browser.
 *
 * A component whose value changes is rendered again, synchronously, right after hydration, with
 * everything it renders: keep such components small. A part that cares only in some states (an
 * answer with errors) says so with `needed`: the value is then `hydrated && needed`, and while
 * `needed` is false React has nothing to render again.
 */
export function useHydrated(needed = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
}
