import { ENHANCED_SUBMISSION_FIELD, ENHANCED_SUBMISSION_VALUE } from "~/forms/enhanced-submission";
import { useHydrated } from "~/components/ui/useHydrated";

/**
 * Put inside a form that a fetcher posts. Once React runs, the form says so and its action answers
 * with data for this page instead of a 303; the server's HTML (and a page without JavaScript)
 * leaves it out, so the same form is a plain post that redirects.
 */
export function EnhancedSubmissionMarker() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_SUBMISSION_FIELD} value={ENHANCED_SUBMISSION_VALUE} /> : null;
}
