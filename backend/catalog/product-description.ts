// The texts of a product page, one per language: the type the description data files and the code
// that serves them share (kept apart so the data files need not import the code that imports them).
import type { T5 } from "../seed/catalog-data.js";

export interface ProductDescription {
  /** one plain-text selling sentence for lists (no HTML) */
  short: T5;
  /** HTML: 2–3 short paragraphs, perhaps one list; only p, ul, li and strong */
  description: T5;
}
