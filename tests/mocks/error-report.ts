// The error-report domain: crash reports and shoppers' notes (ReportJsError). Every report the
// mocked backend takes is kept, so a test can check what reached it.
import { HttpResponse } from "msw";
import type { ReportJsErrorInput } from "~/commerce/generated/graphql";
import { commerce } from "./link";

export const reportedErrors: ReportJsErrorInput[] = [];

export const errorReportHandlers = [
  commerce.mutation("ReportJsError", ({ variables }) => {
    reportedErrors.push(variables.input as ReportJsErrorInput);
    return HttpResponse.json({ data: { reportJsError: { result: true } } });
  }),
];

/** The backend cannot be reached to take a report. */
export const errorReportAway = commerce.mutation("ReportJsError", () => HttpResponse.error());
