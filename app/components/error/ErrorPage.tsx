import { isRouteErrorResponse, Link, useFetcher, useLocation, useRouteError } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { BackendFailure } from "~/http/backend-failures.server";
import { Logo } from "~/components/layout/Logo";
import { useStoreView } from "~/components/layout/useStoreView";
import { SiteShell } from "~/components/layout/SiteShell";
import { categoryPath } from "~/i18n/store-views";
import { knowsAddresses } from "~/routing/addresses";
import { paths } from "~/routing/paths";
import { useRootData } from "~/components/layout/useRootData";
import { useServerCrash } from "./CrashContext";
import { ErrorNoteForm } from "./ErrorNoteForm";
import { errorStatus, shellError } from "./error-kinds";

const TRACE_ELEMENT_ID = "trace-id";

/** The root error boundary: a client's mistake, a missing page or a backend away inside the shell; else the SPEC §2 crash page. */
export function ErrorPage() {
  const error = useRouteError();
  const root = useRootData();
  const status = errorStatus(error);
  const words = shellError(error, status);
  if (words) {
    return (
      <SiteShell shell={root} popups={false}>
        <ShellErrorNotice status={status} keys={words} cmsHtml={noRouteHtml(error)} />
      </SiteShell>
    );
  }
  const backendFailed = isRouteErrorResponse(error) && (error.data as BackendFailure | null)?.kind === "graphql";
  return <CrashPage error={error} backendFailed={backendFailed} />;
}

/** A full page load home: the crashed app state is left behind. */
const ErrorLogo = () => <Logo className="logo error-page__logo" reloadDocument />;

/** A 404's words from the store's "no-route" CMS page (sanitised on the server), when it has one. */
function noRouteHtml(error: unknown): string | null {
  const body = isRouteErrorResponse(error) ? (error.data as { noRouteHtml?: unknown } | null) : null;
  return typeof body?.noRouteHtml === "string" && body.noRouteHtml ? body.noRouteHtml : null;
}

/** What went wrong, and where the shopper can go from here: browse the range, or try again. */
function ShellErrorNotice({
  status,
  keys,
  cmsHtml,
}: {
  status: number;
  keys: { title: string; text: string };
  cmsHtml: string | null;
}) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const location = useLocation();
  const root = useRootData();
  const categories = root?.menu ?? [];
  return (
    <section className="error-notice" aria-labelledby="error-notice-heading">
      <h1 id="error-notice-heading">{t(keys.title)}</h1>
      {cmsHtml ? (
        <div className="error-notice__cms" dangerouslySetInnerHTML={{ __html: cmsHtml }} />
      ) : (
        <p>{t(keys.text)}</p>
      )}
      {status === 503 ? (
        <p>
          <a href={`${location.pathname}${location.search}`} className="button button--primary">
            {t("errors.tryAgain")}
          </a>
        </p>
      ) : (
        <nav aria-label={t("errors.browseLabel")} className="error-notice__browse">
          <h2>{t("errors.browseHeading")}</h2>
          <ul>
            <li>
              <Link to={paths.productsSection(storeView)} className="button button--primary">
                {t("catalog:allProducts.heading")}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.uid}>
                <Link to={categoryPath(storeView, category.urlPath)} className="button button--secondary">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        <Link to={paths.home(storeView)}>{t("errors.returnHome")}</Link>
      </p>
    </section>
  );
}

/** The Trace ID the server rendered, read back from the page during hydration. */
function renderedTraceId(): string | null {
  if (typeof document === "undefined") return null;
  return document.getElementById(TRACE_ELEMENT_ID)?.textContent?.trim() || null;
}

/** `backendFailed`: the backend refused the page's request; what it said is in the server log only. */
function CrashPage({ error, backendFailed }: { error: unknown; backendFailed: boolean }) {
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
    // Without the store's addresses (the root's loader failed) there is no address to report to.
    if (traceId || reporter.state !== "idle" || reporter.data || !knowsAddresses(storeView)) return;
    const message =
      error instanceof Error
        ? error.message
        : isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : String(error);
    reporter.submit(
      { intent: "report", message: message || "Unknown error", url: `${location.pathname}${location.search}` },
      { method: "post", action: paths.errorFeedback(storeView) },
    );
  }, [traceId, reporter, error, location, storeView]);

  const shownTraceId = traceId ?? reporter.data?.traceId ?? null;
  return (
    <main className="page error-page">
      <ErrorLogo />
      <h1>{t("errorPage.heading")}</h1>
      {backendFailed ? <p className="message message--error">{t("errorPage.backendFailure")}</p> : null}
      {noteEnabled && shownTraceId ? (
        <>
          <p>{t("errorPage.notified")}</p>
          <p className="error-page__trace">
            {t("errorPage.traceIdLabel")}
            <code id={TRACE_ELEMENT_ID}>{shownTraceId}</code>
          </p>
          <ErrorNoteForm traceId={shownTraceId} timestamp={serverCrash?.timestamp ?? reporter.data?.timestamp} />
        </>
      ) : (
        <Link to={paths.home(storeView)} reloadDocument>
          {t("errorPage.returnHome")}
        </Link>
      )}
    </main>
  );
}
