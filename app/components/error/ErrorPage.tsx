import { isRouteErrorResponse, Link, useFetcher, useLocation, useRouteError } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BackendFailure } from "~/http/backend-failures.server";
import { Logo } from "~/components/layout/Logo";
import { useStoreView } from "~/components/layout/useStoreView";
import { SiteShell } from "~/components/layout/SiteShell";
import { categoryPath } from "~/i18n/store-views";
import { paths } from "~/routing/paths";
import { useRootData } from "~/components/layout/useRootData";
import { useServerCrash } from "./CrashContext";
import { ErrorNoteForm } from "./ErrorNoteForm";

const TRACE_ELEMENT_ID = "trace-id";

/** Failures the shopper can do something about, shown inside the shop's header and footer. */
const SHELL_ERRORS: Record<number, { title: string; text: string }> = {
  400: { title: "errors.badRequestTitle", text: "errors.badRequestText" },
  // Refused before the pages ran (app/http/request-guards.server.ts), or a method a page does not take.
  403: { title: "errors.crossSiteTitle", text: "errors.crossSiteText" },
  404: { title: "errors.notFoundTitle", text: "errors.notFoundText" },
  405: { title: "errors.methodNotAllowedTitle", text: "errors.methodNotAllowedText" },
  413: { title: "errors.tooLargeTitle", text: "errors.tooLargeText" },
  415: { title: "errors.unsupportedFormTitle", text: "errors.unsupportedFormText" },
  503: { title: "errors.unavailableTitle", text: "errors.unavailableText" },
};

/** A form post whose body could not be read (request-guards.server.ts): a 400 of its own words. */
const UNREADABLE_FORM = { title: "errors.unreadableFormTitle", text: "errors.unreadableFormText" };
export const UNREADABLE_FORM_REASON = "unreadable-form";

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The words of a shell error: by its status, and for a 400 by what was unreadable (address or form). */
function shellError(error: unknown, status: number): { title: string; text: string } | undefined {
  const reason = isRouteErrorResponse(error) ? (error.data as { reason?: string } | null)?.reason : undefined;
  if (status === 400 && reason === UNREADABLE_FORM_REASON) return UNREADABLE_FORM;
  return SHELL_ERRORS[status];
}

/** The translation key of an error page's title (its `<title>` and its heading). */
export function errorTitleKey(status: number, error?: unknown): string {
  return shellError(error, status)?.title ?? "errorPage.heading";
}

/** The root error boundary: a client's mistake, a missing page or a backend away inside the shell; else the SPEC §2 crash page. */
export function ErrorPage() {
  const error = useRouteError();
  const root = useRootData();
  const status = errorStatus(error);
  const words = shellError(error, status);
  if (words) {
    return (
      <SiteShell shell={root} popups={false}>
        <ShellErrorNotice status={status} keys={words} />
      </SiteShell>
    );
  }
  const backendMessages = isRouteErrorResponse(error) ? ((error.data as BackendFailure | null)?.messages ?? []) : [];
  return <CrashPage error={error} backendMessages={backendMessages} />;
}

/** A full page load home: the crashed app state is left behind. */
const ErrorLogo = () => <Logo className="logo error-page__logo" reloadDocument />;

/** What went wrong, and where the shopper can go from here: browse the range, or try again. */
function ShellErrorNotice({ status, keys }: { status: number; keys: { title: string; text: string } }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const location = useLocation();
  const root = useRootData();
  const categories = root?.menu ?? [];
  return (
    <section className="error-notice" aria-labelledby="error-notice-heading">
      <h1 id="error-notice-heading">{t(keys.title)}</h1>
      <p>{t(keys.text)}</p>
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
        <Link to={paths.home(storeView)} reloadDocument>
          {t("errorPage.returnHome")}
        </Link>
      )}
    </main>
  );
}
