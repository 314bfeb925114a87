import { isRouteErrorResponse, Link, useFetcher, useLocation, useRouteError } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BackendFailure } from "~/commerce/route-errors.server";
import { Logo } from "~/components/layout/Logo";
import { useStoreView } from "~/components/layout/useStoreView";
import { storePath } from "~/i18n/store-views";
import { useRootData } from "~/root";
import { useServerCrash } from "./CrashContext";
import { ErrorNoteForm } from "./ErrorNoteForm";

const TRACE_ELEMENT_ID = "trace-id";

/** The root error boundary: 404, backend unavailable, or the SPEC §2 crash page. */
export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFound />;
  if (status === 503) return <Unavailable />;
  const backendMessages = isRouteErrorResponse(error) ? ((error.data as BackendFailure | null)?.messages ?? []) : [];
  return <CrashPage error={error} backendMessages={backendMessages} />;
}

/** A full page load home: the crashed app state is left behind. */
const ErrorLogo = () => <Logo className="logo error-page__logo" reloadDocument />;

function NotFound() {
  const { t } = useTranslation();
  const storeView = useStoreView();
  return (
    <main className="page error-page">
      <ErrorLogo />
      <h1>{t("errors.notFoundTitle")}</h1>
      <p>{t("errors.notFoundText")}</p>
      <Link to={storePath(storeView, "/")}>{t("errors.returnHome")}</Link>
    </main>
  );
}

function Unavailable() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <main className="page error-page">
      <ErrorLogo />
      <h1>{t("errors.unavailableTitle")}</h1>
      <p>{t("errors.unavailableText")}</p>
      <a href={`${location.pathname}${location.search}`}>{t("errors.tryAgain")}</a>
    </main>
  );
}

/** The Trace ID the server rendered, read back from the page during hydration. */
function renderedTraceId(): string | null {
  if (typeof document === "undefined") return null;
  return document.getElementById(TRACE_ELEMENT_ID)?.textContent?.trim() || null;
}

function CrashPage({ error, backendMessages }: { error: unknown; backendMessages: string[] }) {
  const { t } = useTranslation();
  const root = useRootData();
  const storeView = useStoreView();
  const serverCrash = useServerCrash();
  const location = useLocation();
  const reporter = useFetcher<{ traceId?: string; timestamp?: string }>();
  const [traceId] = useState(() => serverCrash?.traceId ?? renderedTraceId());
  const noteEnabled = root?.errorNote ?? true;

  // A crash in the browser (or on a client-side navigation) has no server Trace ID yet: ask for one,
  // which also reports the crash when the store logs errors.
  useEffect(() => {
    if (traceId || reporter.state !== "idle" || reporter.data) return;
    const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
    reporter.submit(
      { intent: "report", message: message || "Unknown error", url: `${location.pathname}${location.search}` },
      { method: "post", action: storePath(storeView, "/error-feedback") },
    );
  }, [traceId, reporter, error, location, storeView]);

  const shownTraceId = traceId ?? reporter.data?.traceId ?? null;
  return (
    <main className="page error-page">
      <ErrorLogo />
      <h1>{t("errorPage.heading")}</h1>
      {backendMessages.map((message) => (
        <p key={message} className="message message--error">
          {message}
        </p>
      ))}
      {noteEnabled && shownTraceId ? (
        <>
          <p>{t("errorPage.notified")}</p>
          <p className="error-page__trace">
            {t("errorPage.traceId")}: <code id={TRACE_ELEMENT_ID}>{shownTraceId}</code>
          </p>
          <ErrorNoteForm traceId={shownTraceId} timestamp={serverCrash?.timestamp ?? reporter.data?.timestamp} />
        </>
      ) : (
        <Link to={storePath(storeView, "/")} reloadDocument>
          {t("errorPage.returnHome")}
        </Link>
      )}
    </main>
  );
}
