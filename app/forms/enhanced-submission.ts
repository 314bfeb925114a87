// The "enhanced submission" protocol, owned here: a form that a fetcher posts (JavaScript running)
// carries a marker, and its action answers with data for the page the shopper stays on; the same
// form without the marker (no JavaScript) gets a 303 to the page that shows the outcome. The
// browser side is EnhancedSubmissionMarker (app/components/ui/forms); the server side is
// respond() in enhanced-submission.server.ts.
export const ENHANCED_SUBMISSION_FIELD = "response";
export const ENHANCED_SUBMISSION_VALUE = "fetcher";

/** Whether the post came from a fetcher that wants data back rather than a redirect. */
export function isEnhancedSubmission(formData: FormData): boolean {
  return formData.get(ENHANCED_SUBMISSION_FIELD) === ENHANCED_SUBMISSION_VALUE;
}

/** The values of a `fetcher.submit` made by script (it always runs enhanced). */
export function enhancedSubmission<T extends Record<string, string>>(values: T) {
  return { ...values, [ENHANCED_SUBMISSION_FIELD]: ENHANCED_SUBMISSION_VALUE };
}
