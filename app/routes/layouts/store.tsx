// The layout route of one store view (remix.config.js declares one per store prefix): the shop's
// shell around every page, and the error boundary inside that shell, so a page that fails keeps its
// header and footer: a missing page, a bad address or a backend away is told inside the shell; a
// crash is the SPEC §2 crash page, as before (components/error/ErrorPage.tsx).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, type ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { pageAlternates } from "~/components/layout/alternates.server";
import { ErrorBoundaryPage } from "~/components/error/ErrorBoundaryPage";
import { SiteShell } from "~/components/layout/SiteShell";
import { useBarePage, useFocusedPage } from "~/components/layout/useBarePage";
import { useRootData } from "~/components/layout/useRootData";

/**
 * The page's hreflang alternates (SeoLinks writes them into the head): the server translates the
 * address into every store view, so the browser needs no other store's addresses.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { alternates: pageAlternates(new URL(request.url)) };
}

/** Another address is another page: its alternates come with its data (one request, single fetch). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search || defaultShouldRevalidate;
}

export default function StoreLayout() {
  const root = useRootData();
  const focused = useFocusedPage();
  // A print view is a document of its own: no header, messages, footer or popups around it.
  if (useBarePage()) {
    return (
      <main id="main" className="page page--bare">
        <Outlet />
      </main>
    );
  }
  return (
    <SiteShell shell={root} focused={focused}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  return <ErrorBoundaryPage />;
}
