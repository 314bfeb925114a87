// The error boundaries' page (root and store layout). Rendered at once on the server; in the browser
// its code is loaded only when a page fails (most visits never see it), and React keeps the server's
// HTML of a failed page until it has come.
import { lazy, Suspense } from "react";
import { ServerErrorPage } from "./error-page.server";

const ErrorPage =
  ServerErrorPage ?? lazy(() => import("./ErrorPage").then((module) => ({ default: module.ErrorPage })));

export function ErrorBoundaryPage() {
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}
