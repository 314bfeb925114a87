// What kind of error a page shows and its words' keys: a client's mistake, a missing page, a backend
// away (inside the shop's shell), or a crash. Kept apart from the error page itself, which the
// browser loads only when a page fails, because the document's <title> needs them on every page.
import { isRouteErrorResponse } from "@remix-run/react";

/**
 * Failures the shopper can do something about, shown inside the shop's header and footer: the stem
 * of their words (`errors.<stem>Title`, `errors.<stem>Text`) by status, or by status and what the
 * answer says it was (a form that could not be read; a full disk: nothing the shopper did, nothing lost).
 */
const SHELL_ERRORS: Record<string, string> = {
  400: "badRequest",
  "400unreadable-form": "unreadableForm",
  // Refused before the pages ran (app/http/request-guards.server.ts), or a method a page does not take.
  403: "crossSite",
  404: "notFound",
  405: "methodNotAllowed",
  413: "tooLarge",
  415: "unsupportedForm",
  503: "unavailable",
  "503storage": "storage",
};

/** A form post whose body could not be read (request-guards.server.ts): a 400 of its own words. */
export const UNREADABLE_FORM_REASON = "unreadable-form";

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The words of a shell error: by its status, and what its answer says it was (its reason or kind). */
export function shellError(error: unknown, status: number): { title: string; text: string } | undefined {
  const body = isRouteErrorResponse(error) ? (error.data as { reason?: string; kind?: string } | null) : null;
  const stem = SHELL_ERRORS[status + (body?.reason ?? body?.kind ?? "")] ?? SHELL_ERRORS[status];
  return stem ? { title: `errors.${stem}Title`, text: `errors.${stem}Text` } : undefined;
}

/** The translation key of an error page's title (its `<title>` and its heading). */
export function errorTitleKey(status: number, error?: unknown): string {
  return shellError(error, status)?.title ?? "errorPage.heading";
}
