// Edit distance for typo tolerance: a wrong, missing or extra letter, or two letters swapped
// ("wehy" -> "whey"), each cost one (Damerau-Levenshtein, optimal string alignment).

/** Typos allowed in a typed word: none below 4 letters (too many short words are one letter apart). */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * Distance from `word` to `term`, or to the closest prefix of `term` when `prefix` (a shopper still
 * typing: "protie" is one swap from "protei", the start of "protein"). Infinity past `max`: rows stop
 * as soon as no cell can come back under it, so most of the vocabulary costs a few steps.
 */
export function editDistance(word: string, term: string, max: number, prefix = false): number {
  const n = word.length;
  const m = term.length;
  if (!prefix && Math.abs(n - m) > max) return Infinity;
  if (prefix && m < n - max) return Infinity;
  // rows over the term's letters, columns over the word's; three rows for the swap case
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, i) => i);
  let current = new Array<number>(n + 1).fill(0);
  let best = prefix ? previous[n] : Infinity;
  let previousMin = 0;
  for (let j = 1; j <= m; j++) {
    current[0] = j;
    let rowMin = current[0];
    for (let i = 1; i <= n; i++) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1;
      let d = Math.min(previous[i] + 1, current[i - 1] + 1, previous[i - 1] + cost);
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1]) {
        d = Math.min(d, before[i - 2] + 1);
      }
      current[i] = d;
      if (d < rowMin) rowMin = d;
    }
    if (prefix) best = Math.min(best, current[n]);
    // a swap reaches back two rows, so stop only when two rows in a row are past `max`
    if (rowMin > max && previousMin > max) return prefix && best <= max ? best : Infinity;
    previousMin = rowMin;
    [before, previous, current] = [previous, current, before];
  }
  const result = prefix ? best : previous[n];
  return result <= max ? result : Infinity;
}
