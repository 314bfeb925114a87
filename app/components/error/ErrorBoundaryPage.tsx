// The error boundaries' page (root and store layout). Rendered at once on the server; in the browser
// its code is loaded only when a page fails (most visits never see it), before the page hydrates.
import { deferred, DeferredBoundary } from "~/components/ui/deferred";
import { ServerErrorPage } from "./error-page.server";

const ErrorPage = deferred("error-page", ServerErrorPage, () =>
  import("./ErrorPage").then((module) => ({ default: module.ErrorPage })),
);

export function ErrorBoundaryPage() {
  return (
    <DeferredBoundary id="error-page">
      <ErrorPage />
    </DeferredBoundary>
  );
}
