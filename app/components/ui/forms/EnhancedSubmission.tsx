import { ENHANCED_SUBMISSION_FIELD, ENHANCED_SUBMISSION_VALUE } from "~/forms/enhanced-submission";

/** Once React has the form, the marker goes with its posts. */
const enable = (input: HTMLInputElement | null) => {
  if (input) input.disabled = false;
};

/**
 * Put inside a form that a fetcher posts. Once React runs, the form says so and its action answers
 * with data for this page instead of a 303; the server's HTML (and a page without JavaScript) has
 * the marker disabled, and a disabled field is not posted, so the same form is a plain post that
 * redirects. React turns it on as it takes the form over (a ref, not a render: hydration does not
 * render every marker of the page again).
 */
export function EnhancedSubmissionMarker() {
  return (
    <input type="hidden" name={ENHANCED_SUBMISSION_FIELD} value={ENHANCED_SUBMISSION_VALUE} disabled ref={enable} />
  );
}
