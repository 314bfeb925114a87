// The error page's form target. A note about a crash is sent to the backend with the crash's Trace
// ID; a crash that happened in the browser gets its Trace ID (and its report) here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { reportError } from "~/commerce/store/error-report.server";
import { ErrorNoteForm } from "~/components/error/ErrorNoteForm";
import { useStoreView } from "~/components/layout/useStoreView";
import { traceId } from "~/errors/trace-id.server";
import { HIDDEN_CRASH_MESSAGE, takeDataRequestCrash } from "~/errors/data-request-crashes.server";
import { ErrorFeedbackSchema, parseSubmission } from "~/forms/route-schemas.server";
import { isEnhancedSubmission, respond } from "~/forms/enhanced-submission.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";

/** The screen of the route registry (which keeps it from search engines). */
export const handle: ScreenHandle = { screen: "errorFeedback" };

/** Also renders the form again after a rejected note (no JavaScript), so it must not fail without ?thanks. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const thanks = new URL(request.url).searchParams.get("thanks") === "1";
  const t = context.shop.t;
  return data(
    { thanks, title: `${t(thanks ? "errorPage.thanks" : "errorPage.heading")} | ${t("brand")}` },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const formData = await request.formData();
  const submission = parseSubmission(formData, ErrorFeedbackSchema);
  if (submission.status !== "success") {
    const initial = submission.payload;
    return data(
      {
        result: submission.reply(),
        thanked: false,
        traceId: typeof initial.traceId === "string" ? initial.traceId : null,
      },
      { status: 400 },
    );
  }
  const value = submission.value;
  const userAgent = request.headers.get("user-agent") ?? "";
  if (value.intent === "report") {
    const page = new URL(value.url ?? "/", request.url);
    // A client-side navigation's crash on the server: its Trace ID and report are the server's.
    const known =
      value.message === HIDDEN_CRASH_MESSAGE
        ? await takeDataRequestCrash(request, context, `${page.pathname}${page.search}`).catch(() => null)
        : null;
    if (known) return { traceId: known.traceId, timestamp: known.timestamp };
    const timestamp = new Date().toISOString();
    const url = page.toString();
    const id = traceId({ message: value.message, url, userAgent, timestamp }, context.config.traceSecret);
    await reportError(shop.commerce, { code: id, message: value.message, url, user_agent: userAgent, timestamp });
    return { traceId: id, timestamp };
  }
  await reportError(shop.commerce, {
    code: value.traceId,
    message: `Customer note for ${value.traceId}`,
    url: request.headers.get("referer") ?? undefined,
    user_agent: userAgent,
    timestamp: value.timestamp ?? new Date().toISOString(),
    customer_note: value.note,
  });
  return respond({
    enhanced: isEnhancedSubmission(formData),
    data: { result: submission.reply(), thanked: true, traceId: value.traceId },
    redirectTo: `${paths.errorFeedback(shop.storeView)}?thanks=1`,
  });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function ErrorFeedbackPage() {
  const { thanks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const storeView = useStoreView();
  const rejected = actionData && "result" in actionData && !actionData.thanked ? actionData : null;
  return (
    <section className="error-page">
      {rejected?.traceId ? (
        <>
          <h1>{t("errorPage.heading")}</h1>
          <p>{t("errorPage.notified")}</p>
          <p className="error-page__trace">
            {t("errorPage.traceIdLabel")}
            <code>{rejected.traceId}</code>
          </p>
          <ErrorNoteForm traceId={rejected.traceId} lastResult={rejected.result} />
        </>
      ) : (
        <div role="status">
          <h1>{thanks ? t("errorPage.thanks") : t("errorPage.heading")}</h1>
          <Link to={paths.home(storeView)}>{t("errorPage.returnHome")}</Link>
        </div>
      )}
    </section>
  );
}
