// What kind of error a page shows and its words' keys: a client's mistake, a missing page, a backend
// away (inside the shop's shell), or a crash. Kept apart from the error page itself, which the
// browser loads only when a page fails, because the document's <title> needs them on every page.
import { isRouteErrorResponse } from "@remix-run/react";

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

/** The shop cannot store anything right now (a full disk): nothing the shopper did, nothing lost. */
const STORAGE_FULL = { title: "errors.storageTitle", text: "errors.storageText" };
export const STORAGE_FAILURE_KIND = "storage";

/** A form post whose body could not be read (request-guards.server.ts): a 400 of its own words. */
const UNREADABLE_FORM = { title: "errors.unreadableFormTitle", text: "errors.unreadableFormText" };
export const UNREADABLE_FORM_REASON = "unreadable-form";

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The words of a shell error: by its status, and for a 400 by what was unreadable (address or form). */
export function shellError(error: unknown, status: number): { title: string; text: string } | undefined {
  const body = isRouteErrorResponse(error) ? (error.data as { reason?: string; kind?: string } | null) : undefined;
  if (status === 400 && body?.reason === UNREADABLE_FORM_REASON) return UNREADABLE_FORM;
  if (status === 503 && body?.kind === STORAGE_FAILURE_KIND) return STORAGE_FULL;
  return SHELL_ERRORS[status];
}

/** The translation key of an error page's title (its `<title>` and its heading). */
export function errorTitleKey(status: number, error?: unknown): string {
  return shellError(error, status)?.title ?? "errorPage.heading";
}
