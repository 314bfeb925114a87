// A page crash on the server: give it a Trace ID, report it (when the store logs errors) and keep
// it on the request's load context so the error page can show the same ID.
import type { AppLoadContext } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { reportError } from "~/commerce/store/error-report.server";
import { storeViewFromPath } from "~/i18n/store-views";
import { traceId } from "./trace-id.server";

export interface CrashInfo {
  traceId: string;
  message: string;
  timestamp: string;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: String(error) };
}

/** Whether an error thrown while answering is a crash (not a deliberate 4xx/5xx response). */
export function isCrash(error: unknown): boolean {
  if (error instanceof Response) return false;
  if (isRouteErrorResponse(error)) return false;
  if (
    error &&
    typeof error === "object" &&
    "type" in error &&
    (error as { type: unknown }).type === "DataWithResponseInit"
  )
    return false;
  return true;
}

export function recordCrash(error: unknown, request: Request, context: AppLoadContext): CrashInfo {
  const { message, stack } = describe(error);
  const timestamp = new Date().toISOString();
  const url = request.url;
  const userAgent = request.headers.get("user-agent") ?? "";
  const crash: CrashInfo = {
    traceId: traceId({ message, url, userAgent, timestamp }, context.config.traceSecret),
    message,
    timestamp,
  };
  context.crash = crash;
  const storeView = storeViewFromPath(new URL(url).pathname);
  void reportError(
    {
      commerceUrl: context.config.commerceUrl,
      fetch: context.config.commerceFetch,
      storeCode: storeView.code,
      currency: storeView.baseCurrency,
      timeoutMs: context.config.commerceTimeoutMs,
    },
    { code: crash.traceId, message, trace: stack, url, user_agent: userAgent, timestamp },
  );
  return crash;
}
