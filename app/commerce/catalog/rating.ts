// A product's rating as the shop shows it: a module of its own, without imports, since product cards
// and the product page import it into the browser.

/** SPEC §9: a rating summary (stars) is shown only at or above 4.5 of 5. */
export const RATING_THRESHOLD = 4.5;

/** Stars out of 5 for a rating in percent, or null when below the threshold (not worth showing). */
export function shownRating(rating: { percent: number } | null | undefined): number | null {
  if (!rating) return null;
  const stars = Math.round((rating.percent / 20) * 10) / 10;
  return stars >= RATING_THRESHOLD ? stars : null;
}
