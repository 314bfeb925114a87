// Where the eye goes after a refused post. Without JavaScript the browser shows the answer (the
// same page, re-rendered with its errors) from its top, while the form may sit far below (the
// basket's coupon, a product's review form). The kit marks the first thing that says what went
// wrong with `autofocus`: the browser focuses the first such element of the page and scrolls it into
// view. A summary at the top of a long form comes first in the page, so it wins; a short form's
// first invalid control otherwise. Once React runs, answers come in place (fetchers, client
// validation, which focuses the first invalid field itself), so the mark is only in the server's HTML.
import { useHydrated } from "~/components/ui/useHydrated";

/** `autoFocus` for an element that shows an answer's errors, in the page the server renders. */
export function useAnswerFocus(invalid: boolean): { autoFocus?: true } {
  return useHydrated(invalid) || !invalid ? {} : { autoFocus: true };
}
