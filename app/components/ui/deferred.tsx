// Components whose code the browser loads only on a page that shows them (a verified buyer's review
// form, the cookie question, a running deal, a bundle's picker...), while the server renders them at
// once so that the page is whole without JavaScript.
//
// React.lazy inside a Suspense boundary is not enough for HTML the server made: React 18 hydrates a
// Suspense boundary's content in a pass of its own, after the page's, and any update that reaches the
// boundary before that pass (a popup taking its place in the queue, a parent that renders again once
// hydrated) makes React give up on it: it logs error 421 and draws the section anew in the browser.
// So a deferred component that the server rendered has no Suspense boundary: the browser fetches the
// code of every deferred component in the document before hydration starts (entry.client.tsx, which
// finds each by the empty <template data-deferred> marking its place), and a module already fetched
// resolves its lazy component at once, so React hydrates it with the rest of the page. Should its code
// still be on its way, hydration (a transition) waits for it, as does a navigation or a fetcher's
// answer (Remix renders them as transitions) that first shows one. A component that state set by an
// event or a timer first shows needs a Suspense boundary of its own around it (NewsletterPopup).
import { lazy, type ComponentType, type ReactNode } from "react";

type Module<C> = { default: C };

/** The deferred components known to the browser, by id: each fetches its module once. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * The component to render inside a `DeferredBoundary` of the same id: `server` (imported from a
 * `.server` module, which the browser's build leaves empty) on the server, a lazy one in the browser.
 */
export function deferred<C extends ComponentType<never>>(
  id: string,
  server: C | undefined,
  load: () => Promise<Module<C>>,
): C {
  if (server) return server;
  let loaded: Module<C> | undefined;
  let loading: Promise<Module<C>> | undefined;
  const fetchModule = () => (loading ??= load().then((module) => (loaded = module)));
  loaders.set(id, fetchModule);
  // A module already here is handed over by a thenable that answers at once: React then renders the
  // component without suspending.
  const ready = (module: Module<C>) => ({ then: (resolve: (value: Module<C>) => void) => resolve(module) });
  const fromModule = () => (loaded ? (ready(loaded) as unknown as Promise<Module<C>>) : fetchModule());
  return lazy(fromModule as unknown as () => Promise<Module<ComponentType>>) as unknown as C;
}

/** Where a deferred component renders: its mark for the browser, then the component. */
export function DeferredBoundary({ id, children }: { id: string; children: ReactNode }) {
  return (
    <>
      <template data-deferred={id} />
      {children}
    </>
  );
}

/**
 * Fetches the code of every deferred component the document shows (before hydration: entry.client).
 * A module that fails to come is left to React.lazy, which asks again when it renders.
 */
export function loadDeferredIn(root: ParentNode): Promise<void> {
  const ids = new Set(
    [...root.querySelectorAll("template[data-deferred]")].map((mark) => mark.getAttribute("data-deferred") ?? ""),
  );
  return Promise.all(
    [...ids].map((id) =>
      loaders
        .get(id)?.()
        .catch(() => undefined),
    ),
  ).then(() => undefined);
}
