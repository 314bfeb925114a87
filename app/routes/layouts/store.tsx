// The layout route of one store view (remix.config.js declares one per store prefix): the shop's
// shell around every page, and the error boundary inside that shell, so a page that fails keeps its
// header and footer: a missing page, a bad address or a backend away is told inside the shell; a
// crash is the SPEC §2 crash page, as before (components/error/ErrorPage.tsx).
import { Outlet } from "@remix-run/react";
import { ErrorBoundaryPage } from "~/components/error/ErrorBoundaryPage";
import { SiteShell } from "~/components/layout/SiteShell";
import { useBarePage, useFocusedPage } from "~/components/layout/useBarePage";
import { useRootData } from "~/components/layout/useRootData";

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
