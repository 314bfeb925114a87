import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadDeferredIn } from "~/components/ui/deferred";

// The code of the deferred components this page shows comes first, so that React hydrates them with
// the rest of the page instead of drawing them again (app/components/ui/deferred.tsx).
void loadDeferredIn(document).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
